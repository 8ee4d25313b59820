#include "lower/RuntimeABI.h"

using namespace clang;

namespace acorn::abi {

std::string constructDescriptor(const SourceText &Text, SourceLocation Loc, const std::string &Name) {
  return "static const acorn_construct __acorn_c = {\"" + cString(Text.fileName(Loc)) + "\", " +
         std::to_string(Text.line(Loc)) + ", " + std::to_string(Text.column(Loc)) + ", \"" + Name + "\"}; ";
}

const char *mapKindName(acorn_map_kind K) {
  switch (K) {
  case ACORN_MAP_COPY: return "ACORN_MAP_COPY";
  case ACORN_MAP_COPYIN: return "ACORN_MAP_COPYIN";
  case ACORN_MAP_COPYOUT: return "ACORN_MAP_COPYOUT";
  case ACORN_MAP_CREATE: return "ACORN_MAP_CREATE";
  case ACORN_MAP_NO_CREATE: return "ACORN_MAP_NO_CREATE";
  case ACORN_MAP_PRESENT: return "ACORN_MAP_PRESENT";
  case ACORN_MAP_DEVICEPTR: return "ACORN_MAP_DEVICEPTR";
  case ACORN_MAP_DELETE: return "ACORN_MAP_DELETE";
  case ACORN_MAP_UPDATE_DEVICE: return "ACORN_MAP_UPDATE_DEVICE";
  case ACORN_MAP_UPDATE_SELF: return "ACORN_MAP_UPDATE_SELF";
  case ACORN_MAP_POINTER: return "ACORN_MAP_POINTER";
  case ACORN_MAP_ATTACH: return "ACORN_MAP_ATTACH";
  }
  return "ACORN_MAP_COPY";
}

std::string mapName(const MapItem &Item, const SourceText &Text) {
  if (Item.Item)
    return Text.text(Item.Item);
  if (Item.Kind == ACORN_MAP_ATTACH)
    return Text.text(Item.SectionBase);
  return Item.IsThis ? "*this" : Item.Var->getNameAsString();
}

// The host address and byte count of an item, as C expressions.
static std::pair<std::string, std::string> hostRange(const MapItem &Item, const SourceText &Text) {
  if (Item.Kind == ACORN_MAP_ATTACH)
    return {"(void *)&(" + Text.text(Item.SectionBase) + ")", "sizeof(void *)"};
  if (Item.SectionBase) {
    std::string Root = Text.text(Item.SectionBase);
    std::string Lo = Item.Lower ? Text.text(Item.Lower) : "0";
    std::string Len = Item.Length ? Text.text(Item.Length)
                                  : "(sizeof(" + Root + ") / sizeof((" + Root + ")[0]) - (" + Lo + "))";
    return {"(void *)&(" + Root + ")[" + Lo + "]", "(size_t)(" + Len + ") * sizeof((" + Root + ")[0])"};
  }
  if (Item.IsThis)
    return {"(void *)this", "sizeof(*this)"};
  std::string Name = mapName(Item, Text);
  std::string Lvalue = Item.IsMember ? "this->" + Name : Name;
  if (Item.Mode == CaptureMode::PointerTarget)
    return {"(void *)(" + Lvalue + ")", "0"};
  return {"(void *)&(" + Lvalue + ")", "sizeof(" + Name + ")"};
}

std::string mapArray(const std::vector<MapItem> &Maps, const SourceText &Text) {
  std::string S = "acorn_map __acorn_m[" + std::to_string(std::max<size_t>(Maps.size(), 1)) + "] = {";
  for (size_t I = 0; I < Maps.size(); ++I) {
    auto [Host, Bytes] = hostRange(Maps[I], Text);
    S += (I ? ", {" : "{") + Host + ", " + Bytes + ", " + mapKindName(Maps[I].Kind) + ", " +
         std::to_string(Maps[I].Flags) + ", \"" + cString(mapName(Maps[I], Text)) + "\", 0}";
  }
  if (Maps.empty())
    S += "{0, 0, 0, 0, 0, 0}";
  return S + "}; ";
}

std::string rowsUpdate(const MapItem &Item, const SourceText &Text, const std::string &Async, const std::string &If,
                       const std::string &IfPresent) {
  std::string Root = Text.text(Item.SectionBase);
  std::string Row = "(" + Root + ")[0]", Elem = "(" + Root + ")[0][0]";
  std::string Lo = Item.Lower ? Text.text(Item.Lower) : "0";
  std::string Len = Item.Length ? Text.text(Item.Length) : "(sizeof(" + Root + ") / sizeof(" + Row + ") - (" + Lo + "))";
  std::string ILo = Item.InnerLower ? Text.text(Item.InnerLower) : "0";
  std::string ILen = Item.InnerLength ? Text.text(Item.InnerLength)
                                      : "(sizeof(" + Row + ") / sizeof(" + Elem + ") - (" + ILo + "))";
  return "{ acorn_map __acorn_r = {(void *)&(" + Root + ")[" + Lo + "][" + ILo + "], (size_t)(" + ILen +
         ") * sizeof(" + Elem + "), " + mapKindName(Item.Kind) + ", " + std::to_string(Item.Flags) + ", \"" +
         cString(mapName(Item, Text)) + "\", 0}; acorn_update_rows(&__acorn_c, &__acorn_r, (size_t)(" + Len +
         "), sizeof(" + Row + "), " + Async + ", " + If + ", " + IfPresent + "); } ";
}

std::string asyncArgument(const AsyncArg &Async, const SourceText &Text) {
  if (!Async.Present)
    return "ACORN_ASYNC_SYNC";
  return Async.Queue ? "(int)(" + Text.text(Async.Queue) + ")" : "ACORN_ASYNC_NOVAL";
}

std::string ifArgument(const Expr *If, const SourceText &Text) {
  return If ? "(" + Text.text(If) + ") ? 1 : 0" : "1";
}

std::string intArgument(const Expr *E, const SourceText &Text, const char *Default) {
  return E ? "(int)(" + Text.text(E) + ")" : Default;
}

std::string waitCall(const std::vector<const Expr *> &Queues, const std::string &Async, const SourceText &Text) {
  std::string List;
  for (size_t I = 0; I < Queues.size(); ++I)
    List += (I ? ", " : "") + intArgument(Queues[I], Text, "0");
  return "{ int __acorn_q[" + std::to_string(std::max<size_t>(Queues.size(), 1)) + "] = {" +
         (List.empty() ? "0" : List) + "}; acorn_wait(&__acorn_c, __acorn_q, " + std::to_string(Queues.size()) +
         ", " + Async + "); }";
}

std::string launchConfig(int Kind, unsigned Levels, const std::string &NumGangs, const std::string &NumWorkers,
                         const std::string &VectorLength, const std::string &Async) {
  return "acorn::LaunchConfig __acorn_cfg; __acorn_cfg.kind = " + std::to_string(Kind) +
         "; __acorn_cfg.levels = " + std::to_string(Levels) + "u; __acorn_cfg.num_gangs = " + NumGangs +
         "; __acorn_cfg.num_workers = " + NumWorkers + "; __acorn_cfg.vector_length = " + VectorLength +
         "; __acorn_cfg.async = " + Async + "; __acorn_cfg.if_cond = __acorn_if; ";
}

std::string reductionName(const ReductionItem &R, const SourceText &Text) {
  return R.Item ? Text.text(R.Item) : R.Var->getNameAsString();
}

const char *reductionOpType(OpenACCReductionOperator Op) {
  switch (Op) {
  case OpenACCReductionOperator::Addition: return "acorn::OpAdd";
  case OpenACCReductionOperator::Multiplication: return "acorn::OpMul";
  case OpenACCReductionOperator::Max: return "acorn::OpMax";
  case OpenACCReductionOperator::Min: return "acorn::OpMin";
  case OpenACCReductionOperator::BitwiseAnd: return "acorn::OpBitAnd";
  case OpenACCReductionOperator::BitwiseOr: return "acorn::OpBitOr";
  case OpenACCReductionOperator::BitwiseXOr: return "acorn::OpBitXor";
  case OpenACCReductionOperator::And: return "acorn::OpAnd";
  case OpenACCReductionOperator::Or: return "acorn::OpOr";
  default: return "acorn::OpAdd";
  }
}

const char *tripFunction(CanonicalLoop::Comparison Cmp) {
  switch (Cmp) {
  case CanonicalLoop::Less: return "acorn::trip_lt";
  case CanonicalLoop::LessEqual: return "acorn::trip_le";
  case CanonicalLoop::Greater: return "acorn::trip_gt";
  case CanonicalLoop::GreaterEqual: return "acorn::trip_ge";
  case CanonicalLoop::NotEqual: return "acorn::trip_ne";
  }
  return "acorn::trip_lt";
}

} // namespace acorn::abi
