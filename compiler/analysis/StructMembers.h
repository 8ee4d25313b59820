// Structs a compute region reaches through their members. A pointer the region uses only as
// `p->m` names one struct: when that struct is not present the construct copies it, as it would a
// struct variable (2.6.2; NVHPC does the same), so `p->n` and `p->a[i]` work with only the member's
// section in a data clause. A pointer member the region uses (`s.a[i]`, `p->a[i]`, `s[k].v[i]`) is
// attached for the construct where its struct and target are present (2.6.8), so data mapped by an
// enclosing construct before its struct was copied is reached too. A clause mapping one member of
// a struct whose other members the region reads needs the whole struct mapped as well.
#pragma once

#include "analysis/DataAttributes.h"

#include "clang/AST/Stmt.h"

#include <vector>

namespace acorn {

/// Whether Region uses Var, a pointer to a struct or class, and only to reach its members
/// (`p->m`, `(*p).m`, `p->f()`). Var may be a pointer member of `this` (`aux->m`).
bool reachedThroughMembers(const clang::ValueDecl *Var, const clang::Stmt *Region);

/// Whether Region uses Var only through Part, the part of it a clause maps (`cfg.coef` of
/// copyin(cfg.coef), `a[5]`): else the region needs the whole variable on the device.
bool reachedOnlyThrough(const clang::ValueDecl *Var, const clang::Expr *Part, const clang::Stmt *Region,
                        const clang::ASTContext &Ctx);

/// Implicit attach items for the pointer members Region uses of variables from outside it (`s.a`,
/// `p->a`, `s.in.a`, `s[k].v`, `b[i][j].w`, `f.comp[c]` of an array of pointers, `g.y` in a
/// template, `aux->v` with aux a pointer member of `this`) that Maps does not attach already.
/// Subscripts the region computes (loop variables) give one item whose Elements the lowered code
/// walks in loops, every element of their arrays, at any size. (Only the member's host address is
/// taken: a deviceptr or private base is harmless, its member not being present.) A pointer it
/// cannot name (written by a macro) is a warning through Diags, when given (GPU code generated).
std::vector<MapItem> implicitMemberAttachments(const clang::Stmt *Region, const clang::ASTContext &Ctx,
                                               const std::vector<MapItem> &Maps, Reporter *Diags);

} // namespace acorn
