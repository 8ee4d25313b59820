#include "lower/RuntimeABI.h"

#include "analysis/ConstantData.h"
#include "analysis/PointerReach.h"

#include "clang/AST/ExprCXX.h"

#include <functional>

using namespace clang;

namespace acorn::abi {

std::string constructDescriptor(const SourceText &Text, SourceLocation Loc, const std::string &Name,
                                const std::string &Var, bool InUserFunction) {
  return "static const acorn_construct " + Var + " = {\"" + cString(Text.fileName(Loc)) + "\", " +
         std::to_string(Text.line(Loc)) + ", " + std::to_string(Text.column(Loc)) + ", \"" + Name + "\", " +
         (InUserFunction ? "__func__" : "0") + "}; ";
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
  case ACORN_MAP_USE_DEVICE: return "ACORN_MAP_USE_DEVICE";
  case ACORN_MAP_LINK: return "ACORN_MAP_LINK";
  case ACORN_MAP_DETACH: return "ACORN_MAP_DETACH";
  }
  return "ACORN_MAP_COPY";
}

// The text of E with the element subscripts of an attach item replaced by the lowered code's loop
// variables (`b[i][j].w` as `b[__acorn_e0_0][__acorn_e0_1].w`; Indices parallel to Elements, empty:
// as written): each step keeps its own text after its base's.
static std::string withElements(const Expr *E, const std::vector<ElementIndex> &Elements,
                                const std::vector<std::string> &Indices, const SourceText &Text) {
  std::function<bool(const Stmt *, const Stmt *)> Holds = [&](const Stmt *S, const Stmt *Sub) {
    return S == Sub || llvm::any_of(S->children(), [&](const Stmt *C) { return C && Holds(C, Sub); });
  };
  if (Indices.empty() || llvm::none_of(Elements, [&](const ElementIndex &El) { return Holds(E, El.Subscript); }))
    return Text.text(E);
  if (const auto *Paren = dyn_cast<ParenExpr>(E))
    return "(" + withElements(Paren->getSubExpr(), Elements, Indices, Text) + ")";
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    return withElements(Cast->getSubExpr(), Elements, Indices, Text);
  const Expr *Base = nullptr;
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    for (size_t I = 0; I < Elements.size(); ++I)
      if (Elements[I].Subscript == AS)
        return withElements(AS->getBase(), Elements, Indices, Text) + "[" + Indices[I] + "]";
    Base = AS->getBase();
  } else if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    Base = ME->getBase();
  } else if (const auto *DME = dyn_cast<CXXDependentScopeMemberExpr>(E)) {
    Base = DME->getBase();
  }
  std::string Own = Text.text(E), Before = Base ? Text.text(Base) : "";
  if (!Base || !llvm::StringRef(Own).starts_with(Before))
    return Own;
  return withElements(Base, Elements, Indices, Text) + Own.substr(Before.size());
}

// The object of an attach item of a member a called function reaches (`t`, `this`, `p`).
static std::string memberObject(const MapItem &Item, const SourceText &Text, const std::vector<std::string> &Indices) {
  if (isa<CXXThisExpr>(Item.SectionBase->IgnoreParenImpCasts()))
    return "this";
  return withElements(Item.SectionBase, Item.Elements, Indices, Text);
}

// The pointer an attach item names; an element's (`s[k].v`) with the loop variables of Indices; a
// member a called function reaches by its fields (`t.p`, `this->buf.p`).
static std::string attachedPointer(const MapItem &Item, const SourceText &Text,
                                   const std::vector<std::string> &Indices = {}) {
  if (Item.Members.empty())
    return withElements(Item.SectionBase, Item.Elements, Indices, Text);
  std::string Name = memberObject(Item, Text, Indices) + (Item.SectionBase->getType()->isPointerType() ? "->" : ".");
  for (size_t I = 0; I < Item.Members.size(); ++I)
    Name += (I ? "." : "") + Item.Members[I]->getNameAsString();
  return Name;
}

// The address of an attach item's pointer; a member a called function reaches by its offset in
// the object, as it may be private.
static std::string attachedAddress(const MapItem &Item, const SourceText &Text,
                                   const std::vector<std::string> &Indices = {}) {
  if (Item.Members.empty())
    return "(void *)&(" + attachedPointer(Item, Text, Indices) + ")";
  std::string Object = memberObject(Item, Text, Indices);
  if (Item.SectionBase->getType()->isPointerType())
    Object = "(" + Object + ")";
  else // an overloaded operator& is not the address
    Object = (Text.langOptions().CPlusPlus ? "__builtin_addressof(" : "&(") + Object + ")";
  return "(void *)((char *)" + Object + " + " + std::to_string(Item.MemberOffset) + ")";
}

std::string mapName(const MapItem &Item, const SourceText &Text) {
  if (Item.IsThis && !Item.SectionBase) // `this`, `*this` or implicit: the object
    return "*this";
  if (Item.Item)
    return Text.written(Item.Item);
  if (Item.Kind == ACORN_MAP_ATTACH || Item.InFirstPrivateCopy)
    return attachedPointer(Item, Text);
  if (Item.Flags & ACORN_MAP_FLAG_STRUCT_TARGET) // the struct it points to
    return "*" + Item.Var->getNameAsString();
  return Item.IsThis ? "*this" : Item.Var->getNameAsString();
}

std::string hostName(const ValueDecl *V) {
  if (isa<FieldDecl>(V)) // a member captured by name: also one of a dependent base
    return "this->" + V->getNameAsString();
  const DeclContext *DC = V->getDeclContext()->getRedeclContext();
  const auto *VD = dyn_cast<VarDecl>(V);
  bool Global = DC->isNamespace() || (DC->isTranslationUnit() && V->getASTContext().getLangOpts().CPlusPlus);
  if (!VD || !(Global || VD->isStaticDataMember()))
    return V->getNameAsString();
  // A static member of a class template, named in the template (the current instantiation): by
  // its class's injected name, which names the instantiation being compiled.
  if (const auto *Class = dyn_cast<CXXRecordDecl>(DC); Class && Class->isDependentContext())
    return Class->getNameAsString() + "::" + V->getNameAsString();
  PrintingPolicy Policy(V->getASTContext().getLangOpts());
  Policy.SuppressUnwrittenScope = true; // anonymous and inline namespaces
  std::string Name;
  llvm::raw_string_ostream OS(Name);
  V->getNameForDiagnostic(OS, Policy, /*Qualified=*/true); // with a variable template's arguments
  return "::" + OS.str();
}

// The array a contiguous section's [Lower:Length] indexes: its base, subscripted by the leading
// dimensions of length 1 (`w[k:1][j:n]`: `(w)[k]`).
static std::string sectionArray(const MapItem &Item, const SourceText &Text) {
  if (Item.LeadingIndices.empty())
    return Text.text(Item.SectionBase);
  std::string Root = "(" + Text.text(Item.SectionBase) + ")";
  for (const Expr *Index : Item.LeadingIndices)
    Root += "[" + (Index ? Text.text(Index) : std::string("0")) + "]";
  return Root;
}

// An interval of a pointer's subscripts (PointerReach.h) as a host expression of type
// __acorn_reach (abi.h).
static std::string intervalText(const ReachNode &N, const SourceText &Text) {
  auto Index = [&](const Expr *E) { return "(long long)(" + Text.text(E) + ")"; };
  switch (N.K) {
  case ReachNode::Value:
    return "__acorn_reach_span(" + Index(N.E) + ", " + Index(N.E) + " + 1)";
  case ReachNode::Loop:
    return "__acorn_reach_span(" + Index(N.Low) + (N.AfterLow ? " + 1" : "") + ", " + Index(N.High) +
           (N.ThroughHigh ? " + 1" : "") + ")";
  case ReachNode::Add:
    return "__acorn_reach_add(" + intervalText(*N.A, Text) + ", " + intervalText(*N.B, Text) + ")";
  case ReachNode::Sub:
    return "__acorn_reach_sub(" + intervalText(*N.A, Text) + ", " + intervalText(*N.B, Text) + ")";
  case ReachNode::Scale:
    return "__acorn_reach_scale(" + intervalText(*N.A, Text) + ", " + Index(N.E) + ")";
  case ReachNode::Within: // [0, 1) unless the loop's range is empty, which empties the sum
    return "__acorn_reach_add(" + intervalText(*N.A, Text) + ", __acorn_reach_scale(" + intervalText(*N.B, Text) +
           ", 0))";
  }
  return "";
}

// The elements an implicit pointer's region certainly reaches (ACORN_MAP_FLAG_REACH): their offset
// from the pointer's target, or their bytes (What).
static std::string reachText(const char *What, const MapItem &Item, const std::string &Pointer,
                             const SourceText &Text) {
  std::string Union;
  for (const auto &N : Item.Reach->Subscripts)
    Union = Union.empty() ? intervalText(*N, Text) : "__acorn_reach_join(" + Union + ", " + intervalText(*N, Text) + ")";
  return "__acorn_reach_" + std::string(What) + "(" + Union + ", sizeof(*(" + Pointer + ")))";
}

// The variable (or member) an item maps whole, as host code names it.
static std::string variableLvalue(const MapItem &Item, const SourceText &Text) {
  std::string Name = Item.Item ? Text.text(Item.Item) : hostName(Item.Var);
  bool Qualified = !Item.Item && isa_and_nonnull<FieldDecl>(Item.Var); // hostName's `this->x`
  return Item.IsMember && !Qualified ? "this->" + Name : Name;
}

// The host address and byte count of an item, as C expressions.
static std::pair<std::string, std::string> hostRange(const MapItem &Item, const SourceText &Text) {
  if (Item.Kind == ACORN_MAP_ATTACH || Item.Kind == ACORN_MAP_DETACH)
    return {attachedAddress(Item, Text), "sizeof(void *)"};
  if (Item.InFirstPrivateCopy) // the member in the original, translated (ACORN_MAP_FLAG_POINTER_AT)
    return {attachedAddress(Item, Text), "0"};
  if (Item.Part)
    return {"(void *)&(" + Text.text(Item.Part) + ")", "sizeof(" + Text.text(Item.Part) + ")"};
  if (Item.SectionBase) {
    std::string Root = sectionArray(Item, Text);
    std::string Lo = Item.Lower ? Text.text(Item.Lower) : "0";
    std::string Len = Item.Length ? Text.text(Item.Length)
                                  : "(sizeof(" + Root + ") / sizeof((" + Root + ")[0]) - (" + Lo + "))";
    std::string Bytes = "(size_t)(" + Len + ") * sizeof((" + Root + ")[0])";
    for (auto [Length, Extent] : Item.WholeRows)
      Bytes = "(acorn_check_whole_rows(\"" + cString(mapName(Item, Text)) + "\", \"" +
              cString(Text.fileName(Length->getBeginLoc())) + "\", " + std::to_string(Text.line(Length->getBeginLoc())) + ", " +
              std::to_string(Text.column(Length->getBeginLoc())) + ", (long long)(" + Text.text(Length) + "), " + std::to_string(Extent) + "LL), " + Bytes + ")";
    return {"(void *)&(" + Root + ")[" + Lo + "]", Bytes};
  }
  if (Item.IsThis)
    return {"(void *)this", "sizeof(*this)"};
  std::string Name = Item.Item ? Text.text(Item.Item) : hostName(Item.Var);
  std::string Lvalue = variableLvalue(Item, Text);
  if (Item.Mode == CaptureMode::PointerTarget)
    return {(Item.Flags & ACORN_MAP_FLAG_POINTER_AT) ? "(void *)&(" + Lvalue + ")" : "(void *)(" + Lvalue + ")",
            (Item.Flags & ACORN_MAP_FLAG_STRUCT_TARGET) ? "sizeof(*(" + Lvalue + "))"
            : !Item.Reach                               ? "0"
                                                        : reachText("bytes", Item, Lvalue, Text)};
  return {"(void *)&(" + Lvalue + ")", "sizeof(" + Name + ")"};
}

// An acorn_map initializer.
static std::string mapInitializer(const std::string &Host, const std::string &Bytes, const char *Kind,
                                  const std::string &Flags, const std::string &Name, const std::string &Offset = "0") {
  return "{" + Host + ", " + Bytes + ", " + Kind + ", " + Flags + ", \"" + cString(Name) + "\", 0, " + Offset + "}";
}

// A reduction result's type, where a template's parameters decide it, comes from its instantiation.
static std::string flagsText(const MapItem &M) {
  if (!(M.Flags & ACORN_MAP_FLAG_REDUCTION) || ACORN_MAP_REDUCTION_TYPE(M.Flags))
    return std::to_string(M.Flags);
  return "(" + std::to_string(M.Flags) + " | (::__acorn_reduction_type<decltype(" + hostName(M.Var) +
         ")>() << 12))";
}

static const char *EmptyMap = "{0, 0, 0, 0, 0, 0, 0}";

// Where the section an attach item comes from starts past the pointer's target, in bytes (for an
// implicit pointer, where the elements its region reaches start).
static std::string attachOffset(const MapItem &Item, const SourceText &Text) {
  if (Item.Kind == ACORN_MAP_POINTER && Item.Reach)
    return reachText("offset", Item, variableLvalue(Item, Text), Text);
  if (Item.Kind != ACORN_MAP_ATTACH)
    return "0";
  std::string Pointer = Text.text(Item.SectionBase);
  if (Item.Reach) // an implicit attach: where the elements its region reaches start
    return reachText("offset", Item, Pointer, Text);
  if (!Item.LeadingIndices.empty()) // `p[k:1][j:n]`: the offset of p[k][j] from p[0]
    return "(size_t)((char *)&(" + sectionArray(Item, Text) + ")[" +
           (Item.Lower ? Text.text(Item.Lower) : std::string("0")) + "] - (char *)(" + Pointer + "))";
  if (!Item.Lower || constantValue(Item.Lower, Text.astContext()) == 0)
    return "0";
  return "(size_t)(" + Text.text(Item.Lower) + ") * sizeof((" + Pointer + ")[0])";
}

std::string mapArray(const std::vector<MapItem> &Maps, const SourceText &Text, const std::string &Var) {
  std::string S = "acorn_map " + Var + "[" + std::to_string(std::max<size_t>(Maps.size(), 1)) + "] = {";
  for (size_t I = 0; I < Maps.size(); ++I) {
    auto [Host, Bytes] = hostRange(Maps[I], Text);
    S += (I ? ", " : "") + mapInitializer(Host, Bytes, mapKindName(Maps[I].Kind), flagsText(Maps[I]),
                                          mapName(Maps[I], Text), attachOffset(Maps[I], Text));
  }
  if (Maps.empty())
    S += EmptyMap;
  return S + "}; ";
}

std::string pointerRowsArray(const std::vector<MapItem> &Maps, const SourceText &Text, size_t &Count) {
  std::string Items;
  Count = 0;
  for (const MapItem &M : Maps) {
    if (!M.PointerRows)
      continue;
    std::string Root = Text.text(M.SectionBase);
    std::string Elem = "sizeof((" + Root + ")[0][0])", Leaf = "0, 0";
    std::string ILo = M.InnerLower ? Text.text(M.InnerLower) : "0";
    if (M.LeafLength) {
      std::string LeafElem = "sizeof((" + Root + ")[0][0][0])";
      Leaf = "(size_t)(" + (M.LeafLower ? Text.text(M.LeafLower) : std::string("0")) + ") * " + LeafElem +
             ", (size_t)(" + Text.text(M.LeafLength) + ") * " + LeafElem;
    }
    Items += std::string(Count++ ? ", " : "") + "{(void **)&(" + Root + ")[" +
             (M.Lower ? Text.text(M.Lower) : "0") + "], (size_t)(" + Text.text(M.Length) + "), (size_t)(" + ILo +
             ") * " + Elem + ", (size_t)(" + Text.text(M.InnerLength) + ") * " + Elem + ", " +
             mapKindName(M.Kind) + ", " + std::to_string(M.Flags) + ", \"" + cString(mapName(M, Text)) + "\", " +
             Leaf + "}";
  }
  if (!Count)
    return "";
  return "acorn_pointer_rows __acorn_pr[" + std::to_string(Count) + "] = {" + Items + "}; ";
}

std::string pointerRowsCall(const std::string &Function, size_t Count, const std::string &Arguments) {
  if (!Count)
    return "";
  return Function + "(&__acorn_c, __acorn_pr, " + std::to_string(Count) + ", " + Arguments + "); ";
}

std::string pointerPackMaps(size_t Index) { return "__acorn_pk" + std::to_string(Index); }

std::pair<std::string, std::string> pointerPackTranslations(const std::vector<const ValueDecl *> &Packs,
                                                            const std::string &Async) {
  std::string Enter, Exit;
  for (size_t I = 0; I < Packs.size(); ++I) {
    std::string Maps = pointerPackMaps(I), Name = Packs[I]->getNameAsString();
    std::string Count = "(int)sizeof...(" + Name + ")";
    std::string Args = "(&__acorn_c, " + Maps + ", " + Count + ", " + Async + ", __acorn_if); ";
    Enter += "acorn_map " + Maps + "[sizeof...(" + Name + ") + 1] = {" +
             mapInitializer("(void *)(" + Name + ")", "0", "ACORN_MAP_POINTER", std::to_string(ACORN_MAP_FLAG_IMPLICIT),
                            Name) +
             "..., {}}; acorn_data_enter" + Args;
    Exit = "acorn_data_exit" + Args + Exit;
  }
  return {Enter, Exit};
}

// The lists of pointer fields of Objects that Walk (__acorn_pointer_fields or
// __acorn_pointer_translations) fills, named Prefix and the index, entered and exited.
static std::pair<std::string, std::string> pointerFieldLists(const std::vector<std::string> &Objects,
                                                             const std::string &Async, const std::string &Prefix,
                                                             const std::string &Walk) {
  std::string Enter, Exit;
  for (size_t I = 0; I < Objects.size(); ++I) {
    std::string Fields = Prefix + std::to_string(I), Name = Objects[I];
    std::string Args = "(&__acorn_c, " + Fields + ".__acorn_maps, " + Fields + ".__acorn_count, " + Async + ", __acorn_if";
    Enter += "__acorn_PointerFields " + Fields + "; " + Walk + "(" + Fields + ", __builtin_addressof(" + Name + "), \"" +
             cString(Name) + "\"); acorn_data_enter" + Args + "); ";
    Exit = "acorn_data_exit" + Args + "); " + Exit;
  }
  return {Enter, Exit};
}

static std::vector<std::string> hostNames(const std::vector<const ValueDecl *> &Objects) {
  std::vector<std::string> Names;
  for (const ValueDecl *Object : Objects)
    Names.push_back(hostName(Object));
  return Names;
}

std::pair<std::string, std::string> pointerFieldAttachments(const std::vector<const ValueDecl *> &Objects, bool This,
                                                            const std::string &Async) {
  std::vector<std::string> Names = hostNames(Objects);
  if (This)
    Names.push_back("*this");
  return pointerFieldLists(Names, Async, "__acorn_pf", "__acorn_pointer_fields");
}

std::string firstPrivateFieldList(size_t Index) { return "__acorn_fpf" + std::to_string(Index); }

std::pair<std::string, std::string> firstPrivateFieldTranslations(const std::vector<const ValueDecl *> &Objects,
                                                                  const std::string &Async) {
  return pointerFieldLists(hostNames(Objects), Async, "__acorn_fpf", "__acorn_pointer_translations");
}

std::pair<std::string, std::string> elementAttachments(const std::vector<MapItem> &Items, const SourceText &Text,
                                                       const std::string &Async) {
  std::string Enter, Exit;
  for (size_t I = 0; I < Items.size(); ++I) {
    const MapItem &Item = Items[I];
    std::string Id = std::to_string(I), Maps = "__acorn_ea" + Id, Count = "__acorn_ean" + Id, Loops;
    // The subscript written first loops outermost; an extent only an instantiation knows is its
    // array's sizeof over its element's (at index 0: sizeof does not evaluate it).
    std::vector<std::string> Indices, Zeros(Item.Elements.size(), "0");
    std::string Total = "(size_t)1";
    for (size_t E = 0; E < Item.Elements.size(); ++E)
      Indices.push_back("__acorn_e" + Id + "_" + std::to_string(E));
    for (size_t E = Item.Elements.size(); E-- > 0;) {
      const ElementIndex &El = Item.Elements[E];
      std::string Array = "(" + withElements(El.Subscript->getBase(), Item.Elements, Zeros, Text) + ")";
      std::string Extent = El.Extent ? std::to_string(El.Extent) : "(sizeof" + Array + " / sizeof(" + Array + "[0]))";
      Loops += "for (size_t " + Indices[E] + " = 0; " + Indices[E] + " < " + Extent + "; ++" + Indices[E] + ") ";
      Total += " * " + Extent;
    }
    std::string Args = "(&__acorn_c, " + Maps + ", (int)" + Count + ", " + Async + ", __acorn_if); ";
    Enter += "size_t " + Count + " = 0; acorn_map *" + Maps + " = (acorn_map *)__builtin_malloc(" + Total +
             " * sizeof(acorn_map)); if (!" + Maps + ") __builtin_abort(); " + Loops + "{ acorn_map __acorn_one = " +
             mapInitializer(attachedAddress(Item, Text, Indices), "sizeof(void *)", "ACORN_MAP_ATTACH",
                            std::to_string(Item.Flags), mapName(Item, Text)) +
             "; " + Maps + "[" + Count + "++] = __acorn_one; } acorn_data_enter" + Args;
    Exit = "acorn_data_exit" + Args + "__builtin_free(" + Maps + "); " + Exit;
  }
  return {Enter, Exit};
}

// A dimension of a section of Array: its first index and its length (to the end where not written).
static std::pair<std::string, std::string> dimension(const std::string &Array, const MapItem::Bounds &D,
                                                     const SourceText &Text) {
  std::string Lo = D.Lower ? Text.text(D.Lower) : "0";
  std::string Len = D.Length ? Text.text(D.Length) : "(sizeof(" + Array + ") / sizeof((" + Array + ")[0]) - (" + Lo + "))";
  return {Lo, Len};
}

// A strided section's blocks: for each index of its dimensions but the last two (a loop each),
// one strided copy of the rows of the one before last, each row the block [ILo, ILo+ILen) of the
// last partial dimension (with the whole dimensions after it).
std::string stridedUpdate(const MapItem &Item, const SourceText &Text, const std::string &Async, const std::string &If,
                          const std::string &IfPresent) {
  const std::vector<MapItem::Bounds> &Dims = Item.Dimensions;
  std::string Root = "(" + Text.text(Item.SectionBase) + ")", Loops;
  for (size_t D = 0; D + 2 < Dims.size(); ++D) {
    auto [Lo, Len] = dimension(Root, Dims[D], Text);
    std::string I = "__acorn_i" + std::to_string(D);
    Loops += "for (size_t " + I + " = 0; " + I + " < (size_t)(" + Len + "); ++" + I + ") ";
    Root = "(" + Root + "[(" + Lo + ") + " + I + "])";
  }
  std::string Row = "(" + Root + ")[0]", Elem = "(" + Root + ")[0][0]";
  auto [Lo, Len] = dimension(Root, Dims[Dims.size() - 2], Text);
  auto [ILo, ILen] = dimension(Row, Dims.back(), Text);
  return Loops + "{ acorn_map __acorn_r = " +
         mapInitializer("(void *)&(" + Root + ")[" + Lo + "][" + ILo + "]",
                        "(size_t)(" + ILen + ") * sizeof(" + Elem + ")", mapKindName(Item.Kind), std::to_string(Item.Flags),
                        mapName(Item, Text)) +
         "; acorn_update_rows(&__acorn_c, &__acorn_r, (size_t)(" + Len + "), sizeof(" + Row + "), " + Async + ", " +
         If + ", " + IfPresent + "); } ";
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

std::string waitCall(const std::vector<const Expr *> &Queues, const std::string &Async, const SourceText &Text,
                     const std::string &Condition, const Expr *DevNum) {
  std::string List;
  for (size_t I = 0; I < Queues.size(); ++I)
    List += (I ? ", " : "") + intArgument(Queues[I], Text, "0");
  return (Condition.empty() ? "" : "if (" + Condition + ") ") + "{ int __acorn_q[" + std::to_string(std::max<size_t>(Queues.size(), 1)) + "] = {" +
         (List.empty() ? "0" : List) + "}; " +
         (DevNum ? "acorn_wait_device(&__acorn_c, " + intArgument(DevNum, Text, "0") + ", " : "acorn_wait(&__acorn_c, ") +
         "__acorn_q, " + std::to_string(Queues.size()) +
         ", " + Async + "); }";
}

// A use_device item as an lvalue of the lowered code.
static std::string useDeviceLvalue(const UseDeviceItem &Item) {
  std::string Name = Item.Var->getNameAsString();
  return Item.IsMember ? "this->" + Name : Name;
}

std::string hostDataCall(const HostDataPlan &Plan, const SourceText &Text) {
  const auto &Items = Plan.Items;
  std::string S = "acorn_map __acorn_m[" + std::to_string(std::max<size_t>(Items.size(), 1)) + "] = {";
  for (size_t I = 0; I < Items.size(); ++I) {
    std::string Lvalue = useDeviceLvalue(Items[I]);
    // A pointer stands for its target: its value is looked up. Anything else: its own storage.
    std::string Host = Items[I].IsPointer ? "(void *)(" + Lvalue + ")" : "(void *)&(" + Lvalue + ")";
    std::string Bytes = Items[I].IsPointer ? "0" : "sizeof(" + Lvalue + ")";
    S += (I ? ", " : "") + mapInitializer(Host, Bytes, "ACORN_MAP_USE_DEVICE", "0", Text.written(Items[I].Item));
  }
  if (Items.empty())
    S += EmptyMap;
  S += "}; ";
  return S + "acorn_host_data(&__acorn_c, __acorn_m, " + std::to_string(Items.size()) + ", " +
         ifArgument(Plan.Clauses.If, Text) + ", " + (Plan.Clauses.IfPresent ? "1" : "0") + ");";
}

std::string useDevicePointer(const HostDataPlan &Plan, size_t Index, const SourceText &Text) {
  SourceLocation Loc = Plan.Construct->getBeginLoc();
  return "__acorn_hd" + std::to_string(Text.line(Loc)) + "_" + std::to_string(Text.column(Loc)) + "_" +
         std::to_string(Index);
}

std::string useDeviceDeclaration(const HostDataPlan &Plan, size_t Index, const SourceText &Text) {
  const UseDeviceItem &Item = Plan.Items[Index];
  std::string Lvalue = useDeviceLvalue(Item);
  std::string Name = Item.Var->getNameAsString();
  std::string Type = "__typeof__(" + Lvalue + ")";
  std::string Device = "__acorn_map_device(&__acorn_m[" + std::to_string(Index) + "])";
  // The declared type is taken from the outer variable: the new name is in scope only after it.
  if (Item.How == UseDeviceItem::RewriteUses)
    return Type + " *" + useDevicePointer(Plan, Index, Text) + " = (" + Type + " *)" + Device + "; ";
  std::string S = Item.IsPointer ? Type + " " + Name + " = (" + Type + ")" + Device + "; "
                                 : Type + " &" + Name + " = *(" + Type + " *)" + Device + "; ";
  // `this->p` names the member itself: it becomes this alias, which no declaration of the body hides.
  if (!Item.ThisUses.empty())
    S += Type + " &" + useDevicePointer(Plan, Index, Text) + " = " + Name + "; ";
  return S;
}

std::string deviceDirectiveCall(const std::string &Directive, const ClauseSet &Clauses, const SourceText &Text) {
  std::string Type = "0";
  if (const OpenACCDeviceTypeClause *DT = Clauses.DeviceType) {
    if (DT->hasAsterisk() || DT->getArchitectures().empty())
      Type = "\"*\"";
    else
      Type = "\"" + cString(DT->getArchitectures()[0].getIdentifierInfo()->getName()) + "\"";
  }
  std::string S = "acorn_" + Directive + "_directive(&__acorn_c, " + Type + ", " + (Clauses.DeviceNum ? "1" : "0") +
                  ", " + intArgument(Clauses.DeviceNum, Text, "0");
  if (Directive == "set")
    S += std::string(", ") + (Clauses.DefaultAsync ? "1" : "0") + ", " +
         intArgument(Clauses.DefaultAsync, Text, "0");
  return S + ", " + ifArgument(Clauses.If, Text) + ");";
}

std::string launchConfig(int Kind, unsigned Levels, const std::string &NumGangs, const std::string &NumWorkers,
                         const std::string &VectorLength, const std::string &Async) {
  return "::__acorn_LaunchConfig __acorn_cfg; __acorn_cfg.__acorn_kind = " + std::to_string(Kind) +
         "; __acorn_cfg.__acorn_levels = " + std::to_string(Levels) + "u; __acorn_cfg.__acorn_num_gangs = " + NumGangs +
         "; __acorn_cfg.__acorn_num_workers = " + NumWorkers + "; __acorn_cfg.__acorn_vector_length = " + VectorLength +
         "; __acorn_cfg.__acorn_async = " + Async + "; __acorn_cfg.__acorn_if_cond = __acorn_if; ";
}

std::string reductionName(const ReductionItem &R, const SourceText &Text) {
  return R.Item ? Text.text(R.Item) : R.Var->getNameAsString();
}

const char *reductionOpType(OpenACCReductionOperator Op) {
  switch (Op) {
  case OpenACCReductionOperator::Addition: return "::__acorn_OpAdd";
  case OpenACCReductionOperator::Multiplication: return "::__acorn_OpMul";
  case OpenACCReductionOperator::Max: return "::__acorn_OpMax";
  case OpenACCReductionOperator::Min: return "::__acorn_OpMin";
  case OpenACCReductionOperator::BitwiseAnd: return "::__acorn_OpBitAnd";
  case OpenACCReductionOperator::BitwiseOr: return "::__acorn_OpBitOr";
  case OpenACCReductionOperator::BitwiseXOr: return "::__acorn_OpBitXor";
  case OpenACCReductionOperator::And: return "::__acorn_OpAnd";
  case OpenACCReductionOperator::Or: return "::__acorn_OpOr";
  default: return "::__acorn_OpAdd";
  }
}

const char *tripFunction(CanonicalLoop::Comparison Cmp) {
  switch (Cmp) {
  case CanonicalLoop::Less: return "::__acorn_trip_lt";
  case CanonicalLoop::LessEqual: return "::__acorn_trip_le";
  case CanonicalLoop::Greater: return "::__acorn_trip_gt";
  case CanonicalLoop::GreaterEqual: return "::__acorn_trip_ge";
  case CanonicalLoop::NotEqual: return "::__acorn_trip_ne";
  }
  return "::__acorn_trip_lt";
}

std::string declareScope(const std::vector<MapItem> &Maps, const SourceText &Text, SourceLocation Loc,
                         const std::string &Suffix) {
  std::string C = "__acorn_dc" + Suffix, M = "__acorn_dm" + Suffix, N = std::to_string(Maps.size());
  return constructDescriptor(Text, Loc, "declare", C) + mapArray(Maps, Text, M) + "acorn_data_enter(&" + C + ", " +
         M + ", " + N + ", ACORN_ASYNC_SYNC, 1); acorn_declare_scope __acorn_ds" + Suffix +
         " __attribute__((__cleanup__(acorn_declare_exit))) = {&" + C + ", " + M + ", " + N + "};";
}

// The registry entries of declared variables: host address, size, kind, name as written, and
// whether the variable is constant (its storage may be read-only: the runtime never writes it).
static std::string declaredEntries(const std::vector<const DeclaredVar *> &Vars, const SourceText &Text,
                                   bool Static) {
  std::string Items;
  for (const DeclaredVar *V : Vars) {
    std::string Host = Static ? V->Var->getNameAsString() : V->HostName;
    const char *Flags = isConstantData(V->Var->getType()) ? "ACORN_MAP_FLAG_READONLY" : "0";
    Items += std::string(Items.empty() ? "" : ", ") + "{(void *)&" + Host + ", sizeof(" + Host + "), " +
             mapKindName(V->Kind) + ", \"" + cString(Text.written(V->Item)) + "\", " + Flags + "}";
  }
  return Items;
}

std::string declareStatics(const std::vector<const DeclaredVar *> &Statics, const SourceText &Text, SourceLocation Loc,
                           const std::string &Suffix) {
  std::string C = "__acorn_dsc" + Suffix, G = "__acorn_dsg" + Suffix, Once = "__acorn_dso" + Suffix;
  // The addresses of static variables are constants: the table is static too, in C as in C++.
  return "{ " + constructDescriptor(Text, Loc, "declare", C) + "static acorn_declare_global " + G +
         "[] = {" + declaredEntries(Statics, Text, true) + "}; static int " + Once + "; if (!__atomic_load_n(&" +
         Once + ", __ATOMIC_ACQUIRE)) acorn_declare_statics(&" + C + ", " + G + ", " +
         std::to_string(Statics.size()) + ", &" + Once + "); } ";
}

std::string declareRegistration(const std::vector<const DeclaredVar *> &Globals, const SourceText &Text,
                                const std::string &Symbol, bool Early, bool Cxx) {
  std::string Array = Symbol + "_globals", N = std::to_string(Globals.size());
  std::string Register = constructDescriptor(Text, Globals.front()->Directive->getBeginLoc(), "declare", "__acorn_c",
                                             /*InUserFunction=*/false) +
                         "acorn_declare_globals(&__acorn_c, " + Array + ", " + N + ", " + Symbol + "); ";
  std::string Out = "static acorn_declare_global " + Array + "[] = {" + declaredEntries(Globals, Text, false) + "};\n";
  if (Cxx && !Early)
    Out += "static const int " + Symbol + "_registered = [] { " + Register + "return 0; }();\n";
  else
    Out += "static void " + Symbol + "_register(void) __attribute__((__constructor__" + (Early ? "(102)" : "") +
           "));\nstatic void " + Symbol + "_register(void) { " + Register + "}\n";
  // A shared library's dlclose: its globals' device copies go with it (after its destructors).
  return Out + "static void " + Symbol + "_unregister(void) __attribute__((__destructor__(102)));\nstatic void " +
         Symbol + "_unregister(void) { acorn_undeclare_globals(" + Array + ", " + N + "); }\n";
}

std::string declareSymbolFunction(const std::vector<const DeclaredVar *> &Globals, const std::string &Symbol,
                                  const std::string &Linkage) {
  std::string S = Linkage + "const void *" + Symbol + "(int __acorn_i) { switch (__acorn_i) { ";
  for (size_t I = 0; I < Globals.size(); ++I)
    S += "case " + std::to_string(I) + ": return ACORN_DEVICE_SYMBOL(" + Globals[I]->DeviceName + "); ";
  return S + "} return 0; }\n";
}

} // namespace acorn::abi
