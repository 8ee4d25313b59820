// C++ device functions (2.15): routine functions, the functions regions call and the functions
// Clang emits only when used are compiled for host and device (ACORN_HD). (C: KernelUnit.cpp.)
#include "lower/HostLowering.h"

using namespace clang;

namespace acorn {

void HostLowering::markDeviceFunctionsCxx() {
  CxxDeviceCode Code = cxxDeviceCode(Ctx, DeviceFunctions, Text);
  for (const FunctionDecl *FD : Code.Functions) {
    for (const FunctionDecl *R : FD->redecls())
      HostRW.InsertTextBefore(R->getBeginLoc(), "ACORN_HD ");
    if (llvm::is_contained(Code.Called, FD))
      Diags.remark(FD->getLocation(), "function '" + FD->getNameAsString() + "' is compiled for the device");
    // 2.13: device code names declared globals through their device copy.
    if (FD->doesThisDeclarationHaveABody() && Text.isUserCode(FD->getLocation()))
      rewriteDeclaredUses(FD->getBody(), HostRW);
  }
  for (const LambdaExpr *LE : Code.Lambdas) {
    HostRW.InsertTextAfter(Text.afterToken(LE->getIntroducerRange().getEnd()),
                           LE->hasExplicitParameters() ? " ACORN_HD" : " ACORN_HD ()");
    rewriteDeclaredUses(LE->getBody(), HostRW);
  }
}

} // namespace acorn
