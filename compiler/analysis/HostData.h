// The host_data construct (2.8): which variables of use_device take their device address inside
// the construct's body, and how the body is made to see it. Analysis only; LowerHostData prints.
#pragma once

#include "analysis/Clauses.h"
#include "frontend/Reporter.h"
#include "frontend/SourceText.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenACC.h"

#include <vector>

namespace acorn {

/// One use_device item.
struct UseDeviceItem {
  const clang::ValueDecl *Var = nullptr;
  const clang::Expr *Item = nullptr; ///< as written
  /// A pointer: the device address of its target replaces its value (the target must be present).
  /// Otherwise (arrays, scalars, structs) the variable itself names its device copy.
  bool IsPointer = false;
  bool IsMember = false; ///< C++: a data member named without `this->`
  /// How the body sees the device address:
  ///   Shadow: a declaration of the same name opens the body (pointers; C++ references for objects);
  ///   RewriteUses: C objects: each use in the body (Uses) becomes `(*device_pointer)`.
  enum Access { Shadow, RewriteUses } How = Shadow;
  std::vector<const clang::DeclRefExpr *> Uses; ///< RewriteUses: the uses in the body
  /// Shadow members: the uses in the body that name the member through `this` (`this->p`,
  /// `(*this).p`, `Base::p`), which the shadowing declaration does not reach: each names the
  /// device address through an alias of the declaration.
  std::vector<const clang::MemberExpr *> ThisUses;
  /// Shadow members: the lambdas of the body without a capture default that use the member (plain:
  /// the redeclaration; through `this`: its alias), which must capture that name by reference.
  struct LambdaCapture {
    const clang::LambdaExpr *Lambda;
    bool ThroughThis;
    bool operator==(const LambdaCapture &O) const { return Lambda == O.Lambda && ThroughThis == O.ThroughThis; }
  };
  std::vector<LambdaCapture> LambdaCaptures;
};

struct HostDataPlan {
  const clang::OpenACCHostDataConstruct *Construct = nullptr;
  ClauseSet Clauses;
  std::vector<UseDeviceItem> Items;
};

/// Decides the plan of a host_data construct; reports what Acorn cannot lower (a use_device item
/// that is not a variable, a type that depends on a template parameter, an item used in an OpenACC
/// directive inside the body).
bool analyzeHostData(const clang::OpenACCHostDataConstruct *S, const SourceText &Text, Reporter &Diags,
                     HostDataPlan &Plan);

} // namespace acorn
