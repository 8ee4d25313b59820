// The host's code around a kernels region's launches (KernelsUnits.h): the loops, ifs, switches and
// blocks it runs, the declarations it runs in place, and the scalars it reads back from the device
// for its conditions and declarations (ComputePlan::ReadBacks: into temporaries they read). C++
// keeps that code in place around the launches; C writes it among the calls of the outlined
// launches.
#include "lower/HostLowering.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace acorn {

// The temporary holding the device's value of the read-back scalar V (ComputePlan::ReadBacks).
static std::string readBackTemporary(const ComputePlan &Plan, const ValueDecl *V) {
  for (size_t I = 0; I < Plan.ReadBacks.size(); ++I)
    if (Plan.ReadBacks[I].Var == V)
      return "__acorn_rv" + std::to_string(I);
  return "";
}

// The items of the scalars read back once (Once) or before the expressions that read them.
static std::string readItems(const ComputePlan &Plan, bool Once, size_t &Count) {
  std::string Items;
  Count = 0;
  for (size_t I = 0; I < Plan.ReadBacks.size(); ++I)
    if (Plan.ReadBacks[I].Once == Once) {
      Items += std::string(Count++ ? ", " : "") + "{&__acorn_m[" + std::to_string(Plan.ReadBacks[I].Map) +
               "], &__acorn_rv" + std::to_string(I) + "}";
    }
  return Items;
}

std::string HostLowering::readBackDeclarations(const ComputePlan &Plan) const {
  std::string Code;
  for (size_t I = 0; I < Plan.ReadBacks.size(); ++I)
    Code += "__typeof__(" + Plan.ReadBacks[I].Var->getNameAsString() + ") __acorn_rv" + std::to_string(I) + "; ";
  for (bool Once : {false, true}) {
    size_t Count;
    std::string Items = readItems(Plan, Once, Count);
    if (Count)
      Code += "acorn_read_item " + std::string(Once ? "__acorn_rb_once" : "__acorn_rb") + "[] = {" + Items + "}; ";
  }
  return Code;
}

std::string HostLowering::readBackOnce(const ComputePlan &Plan) const {
  size_t Count;
  readItems(Plan, true, Count);
  return Count ? "acorn_read_back(&__acorn_c, __acorn_rb_once, " + std::to_string(Count) +
                     ", __acorn_async, __acorn_if); "
               : "";
}

// The call reading back the scalars that launches change, when Reads holds one; else empty.
static std::string readBackCall(const ComputePlan &Plan, const DeviceReads &Reads) {
  size_t Count;
  readItems(Plan, false, Count);
  bool Changing = llvm::any_of(Reads, [&](const VarDecl *V) {
    return llvm::any_of(Plan.ReadBacks, [&](const ComputePlan::ReadBack &R) { return R.Var == V && !R.Once; });
  });
  return Changing ? "acorn_read_back(&__acorn_c, __acorn_rb, " + std::to_string(Count) + ", __acorn_async, __acorn_if)"
                  : "";
}

// The references to read-back scalars in S (written in the file, HostValues.h).
static std::vector<const DeclRefExpr *> readBackReferences(const ComputePlan &Plan, const Stmt *S) {
  std::vector<const DeclRefExpr *> Refs;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *Sub) {
    if (!Sub)
      return;
    if (const auto *R = dyn_cast<DeclRefExpr>(Sub); R && !readBackTemporary(Plan, R->getDecl()).empty())
      Refs.push_back(R);
    for (const Stmt *Child : Sub->children())
      Walk(Child);
  };
  Walk(S);
  return Refs;
}

std::string HostLowering::hostText(const ComputePlan &Plan, const Stmt *S) const {
  std::vector<const DeclRefExpr *> Refs = readBackReferences(Plan, S);
  if (Refs.empty())
    return Text.text(S);
  SourceManager &SM = Text.sourceManager();
  CharSourceRange Range = Lexer::makeFileCharRange(Text.tokenRange(S), SM, Text.langOptions());
  std::string Code = Lexer::getSourceText(Range, SM, Text.langOptions()).str();
  unsigned Begin = SM.getFileOffset(Range.getBegin());
  llvm::sort(Refs, [&](const DeclRefExpr *A, const DeclRefExpr *B) {
    return SM.getFileOffset(A->getLocation()) > SM.getFileOffset(B->getLocation());
  });
  for (const DeclRefExpr *R : Refs)
    Code.replace(SM.getFileOffset(R->getLocation()) - Begin,
                 Lexer::MeasureTokenLength(R->getLocation(), SM, Text.langOptions()),
                 readBackTemporary(Plan, R->getDecl()));
  return Code;
}

// The condition of a host statement as the host evaluates it: after reading values back.
std::string HostLowering::hostCondition(const ComputePlan &Plan, const Expr *Cond, const DeviceReads &Reads) const {
  std::string Call = readBackCall(Plan, Reads);
  std::string Code = hostText(Plan, Cond);
  return Call.empty() ? Code : "(" + Call + ", " + Code + ")";
}

// C++: the conditions of the host's statements read values back in place (a for loop's start and
// step those read once).
void HostLowering::rewriteHostConditions(const ComputePlan &Plan) {
  auto Substitute = [&](const Stmt *S) {
    for (const DeclRefExpr *R : S ? readBackReferences(Plan, S) : std::vector<const DeclRefExpr *>())
      HostRW.ReplaceText(R->getLocation(), Lexer::MeasureTokenLength(R->getLocation(), Text.sourceManager(),
                                                                     Text.langOptions()),
                         readBackTemporary(Plan, R->getDecl()));
  };
  auto Rewrite = [&](const Expr *Cond, const DeviceReads &Reads) {
    if (!Cond || Reads.empty())
      return;
    Substitute(Cond);
    if (std::string Call = readBackCall(Plan, Reads); !Call.empty()) {
      CharSourceRange Range = Lexer::makeFileCharRange(Text.tokenRange(Cond), Text.sourceManager(), Text.langOptions());
      HostRW.InsertTextBefore(Range.getBegin(), "(" + Call + ", ");
      HostRW.InsertTextAfter(Range.getEnd(), ")");
    }
  };
  for (const ComputePlan::HostLoop &L : Plan.HostLoops) {
    if (const auto *For = dyn_cast<ForStmt>(L.Loop)) {
      Rewrite(For->getCond(), L.Reads);
      if (!L.Reads.empty()) {
        Substitute(For->getInit());
        Substitute(For->getInc());
      }
    }
    else if (const auto *While = dyn_cast<WhileStmt>(L.Loop))
      Rewrite(While->getCond(), L.Reads);
    else
      Rewrite(cast<DoStmt>(L.Loop)->getCond(), L.Reads);
  }
  for (const ComputePlan::HostBranch &B : Plan.HostBranches)
    if (const auto *If = dyn_cast<IfStmt>(B.S))
      Rewrite(If->getCond(), B.Reads);
    else if (const auto *Switch = dyn_cast<SwitchStmt>(B.S))
      Rewrite(Switch->getCond(), B.Reads);
  // A declaration the host runs in place reading values back: the read comes first.
  for (const auto &[DS, Reads] : Plan.LocalReads) {
    Substitute(DS);
    if (std::string Call = readBackCall(Plan, Reads); !Call.empty())
      HostRW.InsertTextBefore(Text.beginOf(DS), Call + "; ");
  }
}

// `for (init; cond; inc)` of a loop the host runs, its condition reading Reads back first.
std::string HostLowering::loopHeader(const ComputePlan &Plan, const ForStmt *F, const DeviceReads &Reads) const {
  std::string Init = F->getInit() ? hostText(Plan, F->getInit()) : "";
  if (!Init.empty() && Init.back() == ';')
    Init.pop_back();
  return "for (" + Init + "; " + (F->getCond() ? hostCondition(Plan, F->getCond(), Reads) : "") + "; " +
         (F->getInc() ? hostText(Plan, F->getInc()) : "") + ")";
}

// C: the host's code before each launch of a kernels region and after the last (HostCode[I]):
// the loops, ifs, switches and blocks it runs around them (KernelsUnits.h), each declaration, else,
// case label and break among its launches. C++ keeps that code in place, around the launches.
std::vector<std::string> HostLowering::hostCodeAround(const ComputePlan &Plan) const {
  struct HostStatement {
    const Stmt *S;
    size_t First, End;
    const ComputePlan::HostMarks *Marks;
    const DeviceReads *Reads;
  };
  std::vector<HostStatement> Host;
  for (const ComputePlan::HostLoop &L : Plan.HostLoops)
    Host.push_back({L.Loop, L.FirstUnit, L.EndUnit, &L.Marks, &L.Reads});
  for (const ComputePlan::HostBranch &B : Plan.HostBranches)
    Host.push_back({B.S, B.FirstUnit, B.EndUnit, &B.Marks, &B.Reads});
  // Outer statements first: an inner one starts no earlier and ends no later, and begins later.
  llvm::sort(Host, [](const HostStatement &A, const HostStatement &B) {
    return std::make_tuple(A.First, B.End, A.S->getBeginLoc().getRawEncoding()) <
           std::make_tuple(B.First, A.End, B.S->getBeginLoc().getRawEncoding());
  });
  auto Marks = [&](const HostStatement &H, size_t I) {
    std::string Code;
    for (const auto &[At, M] : *H.Marks) {
      if (At != I)
        continue;
      if (const auto *DS = dyn_cast<DeclStmt>(M); DS && Plan.LocalReads.count(DS)) {
        std::string Call = readBackCall(Plan, Plan.LocalReads.find(DS)->second);
        Code += (Call.empty() ? "" : Call + "; ") + hostText(Plan, DS) + " ";
      } else if (DS)
        Code += HostRW.getRewrittenText(CharSourceRange::getCharRange(Text.beginOf(DS), Text.endOf(DS))) + " ";
      else if (isa<IfStmt>(H.S))
        Code += "} else { ";
      else if (const auto *Case = dyn_cast<CaseStmt>(M))
        Code += "case " + Text.text(Case->getLHS()) + (Case->getRHS() ? " ... " + Text.text(Case->getRHS()) : "") +
                ": ; ";
      else
        Code += isa<DefaultStmt>(M) ? "default: ; " : "break; ";
    }
    return Code;
  };
  std::vector<std::string> Code(Plan.Units.size() + 1);
  for (size_t I = 0; I < Code.size(); ++I) {
    for (const HostStatement &H : llvm::reverse(Host))
      if (H.End == I) {
        Code[I] += Marks(H, I) + "} ";
        if (const auto *Do = dyn_cast<DoStmt>(H.S))
          Code[I] += "while (" + hostCondition(Plan, Do->getCond(), *H.Reads) + "); ";
      }
    for (const HostStatement &H : Host) {
      if (H.First == I) {
        if (const auto *For = dyn_cast<ForStmt>(H.S))
          Code[I] += loopHeader(Plan, For, *H.Reads) + " { ";
        else if (const auto *While = dyn_cast<WhileStmt>(H.S))
          Code[I] += "while (" + hostCondition(Plan, While->getCond(), *H.Reads) + ") { ";
        else if (isa<DoStmt>(H.S))
          Code[I] += "do { ";
        else if (const auto *If = dyn_cast<IfStmt>(H.S))
          Code[I] += "if (" + hostCondition(Plan, If->getCond(), *H.Reads) + ") { ";
        else if (const auto *Switch = dyn_cast<SwitchStmt>(H.S))
          Code[I] += "switch (" + hostCondition(Plan, Switch->getCond(), *H.Reads) + ") { ";
        else
          Code[I] += "{ ";
      }
      if (H.First <= I && I < H.End)
        Code[I] += Marks(H, I);
    }
  }
  return Code;
}

// The host's run of a launched loop's header, leaving its variable, passed to the launch by value,
// with its final value (carryKernelsValues), after reading back the scalars the header reads.
std::string HostLowering::finalValue(const ComputePlan &Plan, const LaunchUnit &U) const {
  if (!U.FinalValueLoop)
    return "";
  std::string Call = readBackCall(Plan, U.FinalValueReads);
  return " " + (Call.empty() ? "" : Call + "; ") + loopHeader(Plan, U.FinalValueLoop, {}) + " ;";
}

} // namespace acorn
