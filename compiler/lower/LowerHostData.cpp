// The host_data construct (2.8): the runtime looks up the device address of each use_device item
// (acorn_host_data), and the body, which stays host code, sees the items at those addresses:
//
//   { <construct>; acorn_map __acorn_m[] = {...}; acorn_host_data(...);
//     { __typeof__(p) p = (__typeof__(p))__acorn_m[0].device;        // pointers (C and C++)
//       __typeof__(a) &a = *(__typeof__(a) *)__acorn_m[1].device;    // other variables (C++)
//       __typeof__(this->m) &__acorn_hdL_C_2 = m;                     // a member used as this->m
//       __typeof__(a) *__acorn_hdL_C_1 = ...;                         // other variables (C):
//       <body> } }                                                    //   each use is (*__acorn_hd...)
#include "lower/HostLowering.h"

#include "lower/RuntimeABI.h"

#include "clang/AST/StmtOpenACC.h"

using namespace clang;

namespace acorn {

bool HostLowering::TraverseOpenACCHostDataConstruct(OpenACCHostDataConstruct *S) {
  if (!checkLocation(S))
    return true;
  const Stmt *Block = S->getStructuredBlock();
  HostDataPlan Plan;
  if (!checkClauses(S, S->clauses(), Diags) || !analyzeHostData(S, Text, Diags, Plan)) {
    OK = false;
    return TraverseStmt(const_cast<Stmt *>(Block)); // report what else the body holds
  }
  std::string Open = "{ " + abi::constructDescriptor(Text, S->getBeginLoc(), "host_data") +
                     abi::hostDataCall(Plan, Text) + " { ";
  std::string Names;
  for (size_t I = 0; I < Plan.Items.size(); ++I) {
    Open += abi::useDeviceDeclaration(Plan, I, Text);
    Names += (I ? ", " : "") + Text.text(Plan.Items[I].Item);
    for (const DeclRefExpr *Use : Plan.Items[I].Uses)
      HostRW.ReplaceText(Text.tokenRange(Use), "(*" + abi::useDevicePointer(Plan, I, Text) + ")");
    for (const MemberExpr *Use : Plan.Items[I].ThisUses)
      HostRW.ReplaceText(Text.tokenRange(Use), abi::useDevicePointer(Plan, I, Text));
    // `[this] { ... p ... }`: `[this, &p]`.
    for (const UseDeviceItem::LambdaCapture &C : Plan.Items[I].LambdaCaptures)
      HostRW.InsertTextBefore(C.Lambda->getIntroducerRange().getEnd(),
                              ", &" + (C.ThroughThis ? abi::useDevicePointer(Plan, I, Text)
                                                     : Plan.Items[I].Var->getNameAsString()));
  }
  replaceDirective(S, Open);
  Diags.remark(S->getBeginLoc(), "host_data: " + Names + " at " + (Plan.Items.size() == 1 ? "its" : "their") +
                                     " device address" + (Plan.Items.size() == 1 ? "" : "es") +
                                     (Plan.Clauses.IfPresent ? " where present" : ""));
  bool Result = TraverseStmt(const_cast<Stmt *>(Block));
  HostRW.InsertTextAfter(Text.endOf(Block), " } }");
  return Result;
}

} // namespace acorn
