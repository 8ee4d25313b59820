// The AST walk every Acorn visitor uses: clang::RecursiveASTVisitor, except that the statement of
// an OpenACC construct is traversed once (Clang 22's traversal of a construct visits its statement
// twice, as the associated statement and again as a child), and static_asserts not at all.
#pragma once

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtOpenACC.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace acorn {

/// S's sub-statements for walks of code: Stmt::children(), and for a CapturedStmt (the body of an
/// OpenMP directive) also the captured statement, which its children() leaves out (they are the
/// captured variables' initialisers).
inline llvm::SmallVector<const clang::Stmt *, 4> childStatements(const clang::Stmt *S) {
  llvm::SmallVector<const clang::Stmt *, 4> Out(S->children().begin(), S->children().end());
  if (const auto *Captured = llvm::dyn_cast<clang::CapturedStmt>(S))
    Out.push_back(Captured->getCapturedStmt());
  return Out;
}

template <class Derived> class ASTWalk : public clang::RecursiveASTVisitor<Derived> {
public:
#define ACORN_TRAVERSE_CONSTRUCT_ONCE(CLASS)                                                                     \
  bool Traverse##CLASS(clang::CLASS *S) {                                                                      \
    if (!this->getDerived().WalkUpFrom##CLASS(S))                                                              \
      return false;                                                                                            \
    for (const clang::OpenACCClause *C : S->clauses())                                                         \
      for (const clang::Stmt *Child : C->children())                                                           \
        if (Child && !this->getDerived().TraverseStmt(const_cast<clang::Stmt *>(Child)))                       \
          return false;                                                                                        \
    for (clang::Stmt *Child : S->children()) /* the associated statement */                                  \
      if (Child && !this->getDerived().TraverseStmt(Child))                                                    \
        return false;                                                                                          \
    return true;                                                                                               \
  }
  ACORN_TRAVERSE_CONSTRUCT_ONCE(OpenACCComputeConstruct)
  ACORN_TRAVERSE_CONSTRUCT_ONCE(OpenACCLoopConstruct)
  ACORN_TRAVERSE_CONSTRUCT_ONCE(OpenACCCombinedConstruct)
  ACORN_TRAVERSE_CONSTRUCT_ONCE(OpenACCDataConstruct)
  ACORN_TRAVERSE_CONSTRUCT_ONCE(OpenACCHostDataConstruct)
  ACORN_TRAVERSE_CONSTRUCT_ONCE(OpenACCAtomicConstruct)
#undef ACORN_TRAVERSE_CONSTRUCT_ONCE

  // A static_assert is checked by the compiler and does nothing at run time: no walk needs it
  // (Clang 22's traversal of its message string crashed one).
  bool TraverseStaticAssertDecl(clang::StaticAssertDecl *) { return true; }
};

/// An ASTWalk that knows the function whose code it is in (`Function`, null outside functions):
/// a diagnostic about a template's code names the instantiation it was found in.
template <class Derived> class FunctionTrackingWalk : public ASTWalk<Derived> {
public:
  bool TraverseDecl(clang::Decl *D) {
    const clang::FunctionDecl *Outer = Function;
    if (const auto *F = llvm::dyn_cast_or_null<clang::FunctionDecl>(D))
      Function = F;
    bool Result = ASTWalk<Derived>::TraverseDecl(D);
    Function = Outer;
    return Result;
  }

protected:
  const clang::FunctionDecl *Function = nullptr;
};

/// The statements directly nested in S (not its conditions or other expressions).
inline std::vector<const clang::Stmt *> subStatements(const clang::Stmt *S) {
  using namespace clang;
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return {CS->body_begin(), CS->body_end()};
  if (const auto *I = dyn_cast<IfStmt>(S))
    return {I->getThen(), I->getElse()};
  if (const auto *F = dyn_cast<ForStmt>(S))
    return {F->getBody()};
  if (const auto *R = dyn_cast<CXXForRangeStmt>(S))
    return {R->getBody()};
  if (const auto *W = dyn_cast<WhileStmt>(S))
    return {W->getBody()};
  if (const auto *D = dyn_cast<DoStmt>(S))
    return {D->getBody()};
  if (const auto *Sw = dyn_cast<SwitchStmt>(S))
    return {Sw->getBody()};
  if (const auto *C = dyn_cast<SwitchCase>(S))
    return {C->getSubStmt()};
  if (const auto *L = dyn_cast<LabelStmt>(S))
    return {L->getSubStmt()};
  if (const auto *A = dyn_cast<AttributedStmt>(S))
    return {A->getSubStmt()};
  return {};
}

} // namespace acorn
