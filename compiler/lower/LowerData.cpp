// The data construct (2.6.5) and the data-moving directives enter data, exit data (2.14.6-7) and
// update (2.14.4): a map array and runtime calls replace the directive.
#include "lower/HostLowering.h"

#include "lower/RuntimeABI.h"

#include "analysis/StructuredBlock.h"

#include "clang/AST/StmtOpenACC.h"

using namespace clang;

namespace acorn {

bool HostLowering::TraverseOpenACCDataConstruct(OpenACCDataConstruct *S) {
  if (!checkLocation(S))
    return true;
  OK &= checkClauses(S, S->clauses(), Diags);
  OK &= checkSingleExit(S);
  ClauseSet Clauses = readClauses(S->clauses(), /*DeviceTypeGroups=*/true);
  std::vector<MapItem> Maps;
  OK &= collectMapItems(Clauses, Ctx, Diags, Maps);
  for (const MapItem &A : attachItems(Maps))
    Maps.push_back(A);
  std::string Count = std::to_string(Maps.size());
  std::string Async = "__acorn_async"; // evaluated once, for the entry and the exit
  // wait (2.16.2): the entry waits for the queues (or makes the async queue wait for them).
  std::string Wait = Clauses.HasWait ? abi::waitCall(Clauses.WaitQueues, Async, Text, "__acorn_if", Clauses.WaitDevNum) + " " : "";
  // Rows of pointers to pointers: mapped after their pointers, released before them.
  size_t Rows = 0;
  std::string RowsArray = abi::pointerRowsArray(Maps, Text, Rows);
  replaceDirective(S, "{ " + abi::constructDescriptor(Text, S->getBeginLoc(), "data") + abi::mapArray(Maps, Text) +
                          RowsArray + "int __acorn_if = " + abi::ifArgument(Clauses.If, Text) + "; int __acorn_async = " +
                          abi::asyncArgument(Clauses.Async, Text) + "; " + Wait +
                          "acorn_data_enter(&__acorn_c, __acorn_m, " + Count + ", " + Async + ", __acorn_if);" +
                          (Rows ? " " : "") +
                          abi::pointerRowsCall("acorn_pointer_rows_enter", Rows, "0, " + Async + ", __acorn_if"));
  // The construct's exit goes after whatever the lowering of its body puts at the body's end.
  const Stmt *Block = S->getStructuredBlock();
  bool Result = TraverseStmt(const_cast<Stmt *>(Block));
  std::string RowsExit = abi::pointerRowsCall("acorn_pointer_rows_exit", Rows, "0, " + Async + ", __acorn_if, 0");
  HostRW.InsertTextAfter(Text.endOf(Block), " " + RowsExit + "acorn_data_exit(&__acorn_c, __acorn_m, " + Count +
                                                ", " + Async + ", __acorn_if); }");
  return Result;
}

// A data construct's block left by a jump would skip the construct's exit (its data would stay
// mapped): an error, as GCC gives. (Leaving host_data early skips nothing: `return p;` from a
// host_data block hands out a device address, as codes do.)
bool HostLowering::checkSingleExit(const OpenACCDataConstruct *S) {
  const Stmt *Jump = jumpOutOf(S->getStructuredBlock());
  if (!Jump)
    return true;
  Diags.error(Jump->getBeginLoc(), std::string("'") + jumpKind(Jump) +
                                       "' leaves the structured block of the 'data' construct at line " +
                                       std::to_string(Text.line(S->getBeginLoc())) +
                                       ", which may be left only at its end (its exit actions would not run)");
  return false;
}

// enter data, exit data and update: finalize (exit data) and if_present (update) become the call's
// last argument. A wait clause (2.16.2) waits before any data moves: the host waits, or, with async,
// the async queue waits for the listed queues and the data moves on it; with if(false) nothing
// happens, the wait included.
void HostLowering::lowerDataDirective(const OpenACCConstructStmt *S, ArrayRef<const OpenACCClause *> Clauses,
                                      const char *Function) {
  if (!checkLocation(S))
    return;
  OK &= checkClauses(S, Clauses, Diags);
  ClauseSet Set = readClauses(Clauses, /*DeviceTypeGroups=*/true);
  bool IsUpdate = isa<OpenACCUpdateConstruct>(S);
  std::vector<MapItem> Maps;
  OK &= collectMapItems(Set, Ctx, Diags, Maps, /*AllowStrided=*/IsUpdate);
  if (!IsUpdate)
    for (const MapItem &A : attachItems(Maps))
      Maps.push_back(A);
  std::string Extra;
  if (isa<OpenACCExitDataConstruct>(S))
    Extra = Set.Finalize ? ", 1" : ", 0";
  else if (IsUpdate)
    Extra = Set.IfPresent ? ", 1" : ", 0";
  std::string Async = abi::asyncArgument(Set.Async, Text);
  std::string Prologue = "int __acorn_if = " + abi::ifArgument(Set.If, Text) + "; ";
  if (Set.HasWait) {
    // The async argument is evaluated once; the wait comes before any data moves.
    Prologue += "int __acorn_async = " + Async + "; " +
                abi::waitCall(Set.WaitQueues, "__acorn_async", Text, "__acorn_if", Set.WaitDevNum) + " ";
    Async = "__acorn_async";
  }
  // update a[i:n][j:m] (any section that is not contiguous): strided copies, after the contiguous
  // items. update of pp[i:n][j:m] moves the rows only: the pointers' device copies hold device
  // addresses.
  std::string Strided;
  std::vector<MapItem> Contiguous;
  for (const MapItem &M : Maps) {
    if (M.Strided)
      Strided += abi::stridedUpdate(M, Text, Async, "__acorn_if", Set.IfPresent ? "1" : "0");
    else if (!(IsUpdate && M.PointerRows))
      Contiguous.push_back(M);
  }
  // Rows of pointers to pointers: mapped after their pointers, released before them.
  size_t Rows = 0;
  std::string RowsArray = abi::pointerRowsArray(Maps, Text, Rows);
  std::string Before, After;
  std::string RowsArgs = Async + ", __acorn_if";
  if (isa<OpenACCEnterDataConstruct>(S))
    After = abi::pointerRowsCall("acorn_pointer_rows_enter", Rows, "1, " + RowsArgs);
  else if (isa<OpenACCExitDataConstruct>(S))
    Before = abi::pointerRowsCall("acorn_pointer_rows_exit", Rows, "1, " + RowsArgs + Extra);
  else
    After = abi::pointerRowsCall("acorn_pointer_rows_update", Rows, RowsArgs + Extra);
  std::string Name = directiveName(S->getDirectiveKind());
  std::string Call = std::string(Function) + "(&__acorn_c, __acorn_m, " + std::to_string(Contiguous.size()) +
                     ", " + Async + ", __acorn_if" + Extra + "); ";
  replaceDirective(S, "{ " + abi::constructDescriptor(Text, S->getBeginLoc(), Name) + abi::mapArray(Contiguous, Text) +
                          RowsArray + Prologue + Before + Call + After + Strided + "}");
}

bool HostLowering::VisitOpenACCEnterDataConstruct(OpenACCEnterDataConstruct *S) {
  lowerDataDirective(S, S->clauses(), "acorn_enter_data");
  return true;
}

bool HostLowering::VisitOpenACCExitDataConstruct(OpenACCExitDataConstruct *S) {
  lowerDataDirective(S, S->clauses(), "acorn_exit_data");
  return true;
}

bool HostLowering::VisitOpenACCUpdateConstruct(OpenACCUpdateConstruct *S) {
  lowerDataDirective(S, S->clauses(), "acorn_update");
  return true;
}

} // namespace acorn
