#include "frontend/Translate.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/Tooling.h"

using namespace clang;

namespace acorn {
namespace {

class LoweringConsumer : public ASTConsumer {
public:
  LoweringConsumer(CompilerInstance &CI, const LoweringOptions &Options, LoweredUnit &Out, bool &OK)
      : CI(CI), Options(Options), Out(Out), OK(OK) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (CI.getDiagnostics().hasErrorOccurred()) {
      OK = false;
      return;
    }
    Reporter Diags(CI.getDiagnostics());
    Diags.Remarks = Options.Remarks;
    OK = lowerTranslationUnit(Ctx, Diags, Options, Out);
  }

private:
  CompilerInstance &CI;
  const LoweringOptions &Options;
  LoweredUnit &Out;
  bool &OK;
};

class LoweringAction : public ASTFrontendAction {
public:
  LoweringAction(const LoweringOptions &Options, LoweredUnit &Out, bool &OK) : Options(Options), Out(Out), OK(OK) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    return std::make_unique<LoweringConsumer>(CI, Options, Out, OK);
  }

private:
  const LoweringOptions &Options;
  LoweredUnit &Out;
  bool &OK;
};

class LoweringActionFactory : public tooling::FrontendActionFactory {
public:
  LoweringActionFactory(const LoweringOptions &Options, LoweredUnit &Out, bool &OK)
      : Options(Options), Out(Out), OK(OK) {}
  std::unique_ptr<FrontendAction> create() override { return std::make_unique<LoweringAction>(Options, Out, OK); }

private:
  const LoweringOptions &Options;
  LoweredUnit &Out;
  bool &OK;
};

} // namespace

bool translate(const TranslateRequest &Request, LoweredUnit &Out) {
  std::vector<std::string> Args = {"acorn-frontend"};
  Args.insert(Args.end(), Request.ClangArgs.begin(), Request.ClangArgs.end());
  Args.push_back("-fsyntax-only");
  Args.push_back(Request.Source);
  bool OK = true;
  LoweringActionFactory Factory(Request.Options, Out, OK);
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions());
  tooling::ToolInvocation Invocation(Args, Factory.create(), Files.get());
  bool Ran = Invocation.run();
  return Ran && OK;
}

} // namespace acorn
