// The pointer members of an object that the functions called on it reach: `t[i]` by a subscript
// operator returning `p[i]`, an accessor `t.data()[i]`, a view's `at(i)`, a C accessor taking the
// struct (`get(&s, i)`, `row(s, i)`). A region that reaches a pointer member only so does not name
// it, so the implicit attachment of the members it uses (StructMembers.h) follows the calls: member
// functions of the object and of its member objects, and functions taking the object or a pointer
// or reference to it, when their bodies are in the file, transitively (as implicit `routine seq`,
// 2.15, follows calls).
#pragma once

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <vector>

namespace acorn {

/// A pointer member of an object: the fields from the object to it (`p`; `buf.p`, `buf` a member
/// object).
using MemberPath = std::vector<const clang::FieldDecl *>;

/// The pointer members of its object that a call of Callee reaches: the object is `*this` when
/// Object is null, else the parameter Object (a struct, or a pointer or reference to one). Each is
/// a data pointer; none is reached through a base class.
std::vector<MemberPath> pointerMembersReached(const clang::FunctionDecl *Callee, const clang::ParmVarDecl *Object);

/// An object a call works on: the object of a non-static member function (`t.f()`, `p->f()`, `t[i]`;
/// Param null, Arrow for `p->f()`), or an argument with the parameter it binds to.
struct CallObject {
  const clang::Expr *Object = nullptr;
  const clang::ParmVarDecl *Param = nullptr;
  bool Arrow = false;
};

/// The objects Call works on (none for a call through a pointer).
std::vector<CallObject> callObjects(const clang::CallExpr *Call);

/// The byte offset of the member Path leads to within its outermost struct.
uint64_t memberOffset(const MemberPath &Path, const clang::ASTContext &Ctx);

} // namespace acorn
