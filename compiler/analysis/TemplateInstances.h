// What a function template's variable is in the template's instantiations. Acorn lowers a template
// once, from its own text, where a variable's type may depend on the template's parameters (`Pair<T>
// p`, `A &acc`); its implicit data attribute (2.6.2) then follows what the instantiations make it.
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenACC.h"

#include <vector>

namespace acorn {

/// For a variable (or parameter, or parameter pack) of a function template, or of a member function
/// of a class template, whose type depends on the template's parameters: the types it has in the
/// template's instantiations (references removed; a pack's, one per element). For a data member
/// of a class template, its types in the class's instantiations.
std::vector<clang::QualType> instantiatedTypes(const clang::ValueDecl *Var);

/// For a call in the body of a function template (or of a member function of a class template)
/// Function whose callee the template's parameters decide (`f(a[i])` of an `F f`, `twice(a[i])` of
/// a `T *a`): the call at its place in each of the template's instantiations, whose callee is
/// known (the functor's operator(), the lambda's body, the function template's specialization);
/// empty when the call is not dependent, there is no instantiation, or one lacks it.
std::vector<const clang::CallExpr *> instantiatedCalls(const clang::CallExpr *Call, const clang::FunctionDecl *Function);

/// The type of Step (a member access or an array subscript) whose base has type T, an
/// instantiation's in a template; null when a member is not found (one of a base class, say).
clang::QualType stepType(clang::QualType T, const clang::Expr *Step);

/// For an expression of a template reaching from a variable through members and subscripts (`v.arr`,
/// `v->m.a[k]`): the types it has in the template's instantiations; empty when they are not known.
std::vector<clang::QualType> instantiatedTypes(const clang::Expr *E);

/// The function template (or member function of a class template) with instantiations whose text
/// holds S (a lambda in it is part of its text); null if none.
const clang::FunctionDecl *enclosingTemplatedFunction(const clang::Stmt *S, const clang::ASTContext &Ctx);

/// For a loop directive (or combined construct) of a template: the collapse count each of the
/// template's instantiations gives it (empty where it is not instantiated).
std::vector<unsigned> instantiatedCollapseCounts(const clang::OpenACCConstructStmt *Directive,
                                                 clang::ASTContext &Ctx);

/// The first of instantiatedTypes(Var) that is an array or a struct or class, else null.
clang::QualType instantiatedAggregateType(const clang::ValueDecl *Var);

} // namespace acorn
