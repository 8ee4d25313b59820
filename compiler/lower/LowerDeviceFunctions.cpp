// Device functions (2.15): routine functions and the functions regions call are compiled for host
// and device (ACORN_HD). In C the marks go into the kernel unit; in C++ into the lowered file.
#include "lower/HostLowering.h"

using namespace clang;

namespace acorn {

void HostLowering::markDeviceFunctionsC() {
  addCalledFunctions(DeviceFunctions, Text);
  for (const FunctionDecl *FD : DeviceFunctions)
    for (const FunctionDecl *R : FD->redecls())
      if (Text.inMainFile(R->getBeginLoc()) && R->doesThisDeclarationHaveABody()) {
        PreludeRW.InsertTextBefore(R->getBeginLoc(), "ACORN_HD ");
        Diags.remark(R->getLocation(), "function '" + R->getNameAsString() + "' is compiled for the device");
      }
}

void HostLowering::markDeviceFunctionsCxx() {
  CxxDeviceCode Code = cxxDeviceCode(Ctx, DeviceFunctions, Text);
  for (const FunctionDecl *FD : Code.Functions) {
    for (const FunctionDecl *R : FD->redecls())
      HostRW.InsertTextBefore(R->getBeginLoc(), "ACORN_HD ");
    if (llvm::is_contained(Code.Called, FD))
      Diags.remark(FD->getLocation(), "function '" + FD->getNameAsString() + "' is compiled for the device");
  }
  for (const LambdaExpr *LE : Code.Lambdas)
    HostRW.InsertTextAfter(Text.afterToken(LE->getIntroducerRange().getEnd()),
                           LE->hasExplicitParameters() ? " ACORN_HD" : " ACORN_HD ()");
}

} // namespace acorn
