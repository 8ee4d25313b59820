// The wait directive (2.16.3) and the init and shutdown directives (2.14.1-2).
#include "lower/HostLowering.h"

#include "lower/RuntimeABI.h"

#include "clang/AST/StmtOpenACC.h"

using namespace clang;

namespace acorn {

bool HostLowering::VisitOpenACCWaitConstruct(OpenACCWaitConstruct *S) {
  if (!checkLocation(S))
    return true;
  OK &= checkClauses(S, S->clauses(), Diags);
  ClauseSet Clauses = readClauses(S->clauses());
  std::vector<const Expr *> Queues(S->getQueueIdExprs().begin(), S->getQueueIdExprs().end());
  replaceDirective(S, "{ " + abi::constructDescriptor(Text, S->getBeginLoc(), "wait") +
                          abi::waitCall(Queues, abi::asyncArgument(Clauses.Async, Text), Text) + " }");
  return true;
}

bool HostLowering::VisitOpenACCInitConstruct(OpenACCInitConstruct *S) {
  if (!checkLocation(S))
    return true;
  OK &= checkClauses(S, S->clauses(), Diags);
  replaceDirective(S, "{ " + abi::constructDescriptor(Text, S->getBeginLoc(), "init") + "acorn_init(&__acorn_c); }");
  return true;
}

bool HostLowering::VisitOpenACCShutdownConstruct(OpenACCShutdownConstruct *S) {
  if (!checkLocation(S))
    return true;
  OK &= checkClauses(S, S->clauses(), Diags);
  replaceDirective(S, "{ " + abi::constructDescriptor(Text, S->getBeginLoc(), "shutdown") +
                          "acorn_shutdown(&__acorn_c); }");
  return true;
}

} // namespace acorn
