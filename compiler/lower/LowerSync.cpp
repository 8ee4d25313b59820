// The wait directive (2.16.3) and the init, shutdown and set directives (2.14.1-3).
#include "lower/HostLowering.h"

#include "lower/RuntimeABI.h"

#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace acorn {

bool HostLowering::VisitOpenACCWaitConstruct(OpenACCWaitConstruct *S) {
  if (!checkLocation(S))
    return true;
  OK &= checkClauses(S, S->clauses(), Diags);
  ClauseSet Clauses = readClauses(S->clauses());
  std::vector<const Expr *> Queues(S->getQueueIdExprs().begin(), S->getQueueIdExprs().end());
  // if (3.3, 2.16.3): the wait happens only when the condition is non-zero.
  std::string Condition = Clauses.If ? abi::ifArgument(Clauses.If, Text) : "";
  replaceDirective(S, "{ " + abi::constructDescriptor(Text, S->getBeginLoc(), "wait") +
                          abi::waitCall(Queues, abi::asyncArgument(Clauses.Async, Text), Text, Condition,
                                        S->getDevNumExpr()) +
                          " }");
  return true;
}

// Checks of the clauses of init, shutdown and set that need the values: a device type Acorn has no
// devices of (a warning: the directive stops the program when it runs), a constant device number
// that cannot name a device.
bool HostLowering::checkDeviceDirective(const OpenACCConstructStmt *S, const ClauseSet &Clauses) {
  bool Good = true;
  if (const OpenACCDeviceTypeClause *DT = Clauses.DeviceType)
    for (const DeviceTypeArgument &Arch : DT->getArchitectures())
      if (const IdentifierInfo *II = Arch.getIdentifierInfo()) {
        std::string Name = llvm::StringRef(II->getName()).lower();
        if (Name == "radeon")
          Diags.warning(Arch.getLoc(), "Acorn has no '" + II->getName().str() + "' devices: this '" +
                                           directiveName(S->getDirectiveKind()) +
                                           "' directive stops the program when it runs");
      }
  if (Clauses.DeviceNum && S->getDirectiveKind() != OpenACCDirectiveKind::Set)
    if (std::optional<int64_t> V = Text.constantValue(Clauses.DeviceNum); V && *V < 0) {
      Diags.error(Clauses.DeviceNum->getBeginLoc(),
                  "device_num(" + std::to_string(*V) + ") cannot name a device: device numbers are not negative");
      Good = false;
    }
  if (Clauses.DefaultAsync)
    if (std::optional<int64_t> V = Text.constantValue(Clauses.DefaultAsync); V && *V < ACORN_ASYNC_DEFAULT) {
      Diags.error(Clauses.DefaultAsync->getBeginLoc(),
                  "default_async(" + std::to_string(*V) +
                      ") is not an async argument: expected a non-negative queue number, acc_async_noval, "
                      "acc_async_sync or acc_async_default");
      Good = false;
    }
  return Good;
}

void HostLowering::lowerDeviceDirective(OpenACCConstructStmt *S, const char *Directive) {
  if (!checkLocation(S))
    return;
  bool Good = checkClauses(S, S->clauses(), Diags);
  ClauseSet Clauses = readClauses(S->clauses());
  Good &= checkDeviceDirective(S, Clauses);
  OK &= Good;
  if (!Good)
    return;
  replaceDirective(S, "{ " + abi::constructDescriptor(Text, S->getBeginLoc(), directiveName(S->getDirectiveKind())) +
                          abi::deviceDirectiveCall(Directive, Clauses, Text) + " }");
}

bool HostLowering::VisitOpenACCInitConstruct(OpenACCInitConstruct *S) {
  lowerDeviceDirective(S, "init");
  return true;
}

bool HostLowering::VisitOpenACCShutdownConstruct(OpenACCShutdownConstruct *S) {
  lowerDeviceDirective(S, "shutdown");
  return true;
}

bool HostLowering::VisitOpenACCSetConstruct(OpenACCSetConstruct *S) {
  lowerDeviceDirective(S, "set");
  return true;
}

} // namespace acorn
