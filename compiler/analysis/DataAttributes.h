// Data attributes: the explicit data clauses of 2.7 as map items, and the implicitly determined
// attributes of 2.6.2 for every variable a compute region uses from outside. An item records what
// is mapped (variable, section bounds as expressions) and how the variable then reaches the device
// code; lowering prints it as an acorn_map entry.
#pragma once

#include "analysis/Clauses.h"
#include "frontend/Reporter.h"

#include "clang/AST/Expr.h"

#include <memory>
#include <vector>

namespace acorn {

/// How a variable used in a compute region reaches the device code.
enum class CaptureMode {
  Value,         ///< firstprivate copy (scalars, lambdas without pointers, deviceptr pointers)
  DeviceArray,   ///< C array: becomes a pointer to its device copy
  DevicePointer, ///< pointer whose target section is mapped: translated to the device address
  DeviceRef,     ///< scalar or struct mapped whole: a reference to its device copy
  PointerTarget  ///< pointer without data clause: translated if its target is present (2.6.2)
};

/// A subscript of an implicit attach item's pointer (`s[k]` of `s[k].v`) that the region computes.
struct ElementIndex {
  const clang::ArraySubscriptExpr *Subscript = nullptr;
  /// The elements of its array, each of which the lowered code's loop takes; 0 in a template where
  /// each instantiation gives it (the lowered code takes it by sizeof).
  uint64_t Extent = 0;
};

struct PointerReach; // PointerReach.h

struct MapItem {
  acorn_map_kind Kind = ACORN_MAP_COPY;
  unsigned Flags = 0;                    ///< ACORN_MAP_FLAG_*
  const clang::ValueDecl *Var = nullptr; ///< the variable (or member) whose storage is mapped
  const clang::Expr *Item = nullptr;     ///< the var-list item as written; null when implicit
  /// A section `Base[Lower:Length]` (later dimensions, if any, are whole); Base is null when the
  /// whole variable is mapped.
  const clang::Expr *SectionBase = nullptr;
  const clang::Expr *Lower = nullptr;  ///< null: 0
  const clang::Expr *Length = nullptr; ///< null: to the end of the array
  /// One array element or struct member mapped alone (`a[5]`, `s.n`, `p[i].x`): its own storage.
  const clang::Expr *Part = nullptr;
  bool IsMember = false; ///< an implicit member of `*this`
  bool IsThis = false;   ///< the object `*this` (`this[0:1]`, or implicit)
  /// The data is reached through a pointer other than the variable itself (s.p[0:n], p[i].q[0:n],
  /// pp[i][0:n]), so it is not the variable's storage (or, for a pointer, the array it points to).
  bool ThroughPointer = false;
  /// A contiguous section whose first dimensions have length 1 (`w[k:1][j:n][0:NX]`): the lower
  /// bounds of those (null: 0); [Lower:Length] is then a section of SectionBase[k] (SectionShape.h).
  std::vector<const clang::Expr *> LeadingIndices;
  /// update only: a section that is not contiguous (`a[i:n][j:m]`, `u[0:nz][j:m][0:nx][0:5]`): the
  /// bounds of its dimensions up to its last partial one (later ones are whole), moved as strided
  /// copies (SectionShape.h).
  bool Strided = false;
  struct Bounds {
    const clang::Expr *Lower = nullptr;  ///< null: 0
    const clang::Expr *Length = nullptr; ///< null: to the end of the dimension
  };
  std::vector<Bounds> Dimensions;
  /// A section of a pointer to pointers (or of an array of pointers) `Base[Lower:Length][InnerLower:
  /// InnerLength]`: the item maps the pointers; each row they point to is mapped and attached apart
  /// (acorn_pointer_rows).
  bool PointerRows = false;
  /// Later dimensions of a C array section whose lengths are known at run time only (a[lo:n][0:m]):
  /// each must be its dimension's extent, checked when the clause runs.
  std::vector<std::pair<const clang::Expr *, int64_t>> WholeRows;
  const clang::Expr *InnerLower = nullptr;  ///< PointerRows: the rows' section; null: 0
  const clang::Expr *InnerLength = nullptr;
  /// PointerRows of three levels (`ppp[lo:n][lo:m][LeafLower:LeafLength]`): each row holds pointers
  /// to rows of their own (else null).
  const clang::Expr *LeafLower = nullptr, *LeafLength = nullptr;
  /// An implicit attach of the pointer member of every element an array subscript the region
  /// computes may reach (`s[k].v`, `b[i][j].w`): those subscripts of SectionBase, each walked by a
  /// loop of the lowered code over its array, at any size (ComputePlan::ElementAttachments).
  std::vector<ElementIndex> Elements;
  /// An implicit attach of a pointer member that a function called on an object reaches (`t.p` of
  /// `t[i]`, MemberFunctionPointers.h): SectionBase is the object or its address (`this`, `p` of
  /// `p->at(i)`), the pointer lies MemberOffset bytes into it, at the fields of Members (possibly
  /// private: the lowered code takes the address by the offset).
  std::vector<const clang::FieldDecl *> Members;
  uint64_t MemberOffset = 0;
  /// An implicit attach item turned into the translation of a pointer member of the region's
  /// firstprivate copy of Var (ACORN_MAP_POINTER at the member, FirstPrivatePointers.h).
  bool InFirstPrivateCopy = false;
  /// An implicit ACORN_MAP_POINTER: the subscripts of the pointer the region certainly reaches,
  /// when the compiler knows their ranges (PointerReach.h); null otherwise.
  std::shared_ptr<const PointerReach> Reach;
  CaptureMode Mode = CaptureMode::DeviceRef;
  clang::SourceLocation Loc;
};

/// The outer extent of a parameter declared as an array (`double a[N][M]`: N), as written; null for
/// other variables and for `double a[]`.
const clang::Expr *declaredExtent(const clang::ValueDecl *Var);

/// The value of an integer constant expression; nullopt for others (and in templates, for values
/// that depend on template parameters).
std::optional<int64_t> constantValue(const clang::Expr *E, const clang::ASTContext &Ctx);

/// The map items of the data clauses in Clauses.Data; reports items Acorn cannot map. With
/// AllowStrided (update), a section that is not contiguous is a MapItem with Strided set.
bool collectMapItems(const ClauseSet &Clauses, const clang::ASTContext &Ctx, Reporter &Diags,
                     std::vector<MapItem> &Maps, bool AllowStrided = false);

/// The implicit copy of the section of a pointer that a reduction names (as for a scalar reduction
/// variable, 2.5.15 and 2.6.2).
std::optional<MapItem> reductionSectionMap(const ReductionItem &R, const clang::ASTContext &Ctx);

/// An implicit data clause of Kind for the section of a pointer Item (a firstprivate section is
/// copied in, if not present, to fill the private copies from); nullopt for other items.
std::optional<MapItem> implicitSectionMap(const clang::Expr *Item, acorn_map_kind Kind, const clang::ASTContext &Ctx);

/// What 2.6.2 decides for a variable used in a compute region without being listed in a data clause
/// (or listed only as private, firstprivate, reduction or deviceptr).
struct ImplicitAttribute {
  CaptureMode Mode = CaptureMode::Value;
  std::optional<MapItem> Map; ///< the implicit data clause, if the variable needs one
};

struct ImplicitContext {
  int RegionKind = ACORN_REGION_PARALLEL;
  bool DefaultPresent = false;
  bool IsReduction = false; ///< a reduction variable of the construct or of a loop in it
  /// The visible data clause naming the variable, of a declare directive (2.13) or a lexically
  /// containing data construct (2.6.2), or -1: such variables are present (deviceptr ones device
  /// pointers).
  int DeclaredKind = -1;
  /// A global of a declare directive: the region uses its device copy, a pointer's too (the routines
  /// the region calls read and write that copy).
  bool DeclaredGlobal = false;
  /// A pointer to a struct that the region reaches through its members (StructMembers.h).
  bool StructTarget = false;
  /// A C++ reference to a scalar that the region writes through (`int &r = buf[0]; ... r += 1`):
  /// the write is to the object it refers to, so the region uses that object's device copy (the
  /// present data holding it, else a copy), not a firstprivate value.
  bool WrittenReference = false;
};

ImplicitAttribute implicitAttribute(const clang::ValueDecl *Var, bool IsMember, const ImplicitContext &Ctx);

/// A type C code can only name where it is declared (`struct { ... } bounds;`), also through
/// arrays and pointers.
bool hasUnnamedTag(clang::QualType T);

/// A parameter pack whose elements are values a region takes as firstprivate copies (not pointers,
/// arrays or structs), in its declaration and its instantiations; A is what 2.6.2 gives it.
bool packOfValues(const clang::VarDecl *Pack, const ImplicitAttribute &A);

/// A parameter pack whose elements are pointers (to data, not functions) in its declaration and its
/// instantiations (no clause can name a pack): each element is used as a pointer without a clause
/// is (translated when its target is present), in any compute construct.
bool packOfPointers(const clang::VarDecl *Pack);

/// A call of a standard container's size, length, empty, capacity or max_size: a value of the
/// object alone (its elements, in host memory, are not read), which a region can take from the
/// host as a firstprivate value, as the loop bound `i < v.size()` needs.
bool isContainerSizeQuery(const clang::CXXMemberCallExpr *Call);

/// Why GPU code cannot use Var, captured by value into a region: a function pointer, a standard
/// container, a lambda capturing by reference (each holds host addresses); nullopt for the rest.
std::optional<std::string> unreachableFromDevice(const clang::ValueDecl *Var);


/// Attach items (ACORN_MAP_ATTACH) for the maps reached through a pointer that is a member or an
/// element (s.a[0:n], p->a[0:n], s[i].a[0:n], pp[i][0:n], a member of this), so that a struct or
/// array of pointers present on the device points to them (2.6.8, 2.7.2); and for a pointer variable
/// named bare in copy, copyin, copyout, create, no_create or delete (`copy(p)`: a pointer reference,
/// 2.7.2), so that its device copy points to the device copy of its target where that is present. A
/// compute construct's (\p Followed: its region uses that device copy) are ACORN_MAP_FLAG_FOLLOWED.
std::vector<MapItem> attachItems(const std::vector<MapItem> &Maps, bool Followed = false);

/// The pointer variable (or member of this) a map item names bare (`copy(p)`, not `copy(p[0:n])`),
/// whose device copy is a copy of the pointer only; null for others.
const clang::Expr *barePointerItem(const MapItem &M);

/// Whether a map item maps the variable itself, whole or a part of it (not *this, a target reached
/// through another pointer or an attachment).
inline bool mapsVariable(const MapItem &M, const clang::ValueDecl *Var) {
  return M.Var == Var && !M.IsThis && !M.ThroughPointer && M.Kind != ACORN_MAP_ATTACH &&
         M.Kind != ACORN_MAP_DETACH;
}

/// The part of its variable a map covers when that is a member or element, or a section of one
/// (`s.coef`, `a[5]`, `p->fix[2:4]`): null for the whole variable or a section of the variable itself.
inline const clang::Expr *partOfVariable(const MapItem &M) {
  if (M.Part)
    return M.Part;
  if (!M.SectionBase || llvm::isa<clang::DeclRefExpr>(M.SectionBase->IgnoreParenImpCasts()))
    return nullptr;
  return M.SectionBase;
}

/// A compute region reaches a variable through one device copy (the map that maps it), so one
/// construct may not map two parts of a variable (copy(s.x, s.y), copy(a[0:2], a[5:2])): reports
/// each and returns false.
bool checkOneCopyPerVariable(const std::vector<MapItem> &Maps, Reporter &Diags);

/// The implicit data clause of `*this` when a region calls member functions or uses members
/// through the object: copy, as for any aggregate (present with default(present)); copyin when
/// the object is const there (Method is a const member function and the class has no mutable
/// member): nothing may be copied back into it, and its storage may be read-only.
MapItem implicitThisMap(const ImplicitContext &Ctx, const clang::CXXMethodDecl *Method, clang::SourceLocation Loc);

} // namespace acorn
