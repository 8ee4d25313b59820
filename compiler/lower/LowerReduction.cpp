// Reductions (2.5.15, 2.9.11): a private copy initialised with the operator's identity, combined
// across the loop's levels when the loop (or the region) ends.
#include "lower/KernelBody.h"

#include <cassert>

#include "lower/RuntimeABI.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace acorn {

std::string KernelBody::reductionOpen(const ReductionItem &R, const LoopPlan *Loop, const std::string &Alias) const {
  if (R.RuntimeSection || R.RuntimeWhole) {
    // Each thread's copy is its own part of the launch's private storage (PrivateSection; the
    // analysis gives every such reduction one, or reports it): the clause's own, an enclosing
    // loop's reduction of the same variable has another.
    auto It = llvm::find_if(Unit.PrivateSections, [&](const PrivateSection &P) {
      return P.Reduction && P.Var == R.Var && P.Section == R.RuntimeSection && P.Loop == Loop;
    });
    assert(It != Unit.PrivateSections.end() && "a run-time reduction section without private storage");
    std::string Name = R.Var->getNameAsString(), Sfx = std::to_string(It - Unit.PrivateSections.begin());
    return "auto &" + Alias + " = " + Name + "; { auto " + Name + " = ::__acorn_span_identity<" +
           abi::reductionOpType(R.Op) + ">(" + Alias + ", __acorn_ex.__acorn_private_storage(" +
           std::to_string(ACORN_LEVEL_VECTOR) + "u, __acorn_poff" + Sfx + "), " +
           (R.RuntimeSection ? "__acorn_plo" + Sfx : std::string("0LL")) + ", __acorn_pbytes" + Sfx + "); ";
  }
  if (R.DeviceLower) // the bound is read where the loop starts: the values of its variables there
    return "auto &" + Alias + " = " + R.Var->getNameAsString() + "; { auto " + R.Var->getNameAsString() +
           " = ::__acorn_window_identity<" + abi::reductionOpType(R.Op) + ", " + std::to_string(R.Length) + ">(" +
           Alias + ", (long long)(" + code(R.DeviceLower) + ")); ";
  if (R.PointRow) // the subscripts are read where the loop starts, as DeviceLower is
    return "auto &" + Alias + " = " + R.Var->getNameAsString() + "; { auto " + R.Var->getNameAsString() +
           " = ::__acorn_point_identity<" + abi::reductionOpType(R.Op) + ", " + std::to_string(R.Length) + ">(" +
           Alias + ", (long long)(" + code(R.PointRow) + "), (long long)(" +
           (R.PointColumn ? code(R.PointColumn) : "0") + ")); ";
  if (R.Nested) {
    std::string Name = R.Var->getNameAsString();
    return "auto &" + Alias + " = " + Name + "; { auto " + Name + " = ::__acorn_nested_identity<" +
           abi::reductionOpType(R.Op) + ">(" + Alias + "); ";
  }
  if (R.IsArray) {
    std::string Name = R.Var->getNameAsString();
    std::string Lower = R.DependentLower ? "(" + code(R.DependentLower) + ")" : std::to_string(R.Lower);
    std::string Length = R.DependentLength ? "(" + code(R.DependentLength) + ")" : std::to_string(R.Length);
    return "auto &" + Alias + " = " + Name + "; { auto " + Name + " = ::__acorn_array_identity<" +
           abi::reductionOpType(R.Op) + ", " + Lower + ", " + Length + ">(" + Alias + "); ";
  }
  if (!R.Members.empty()) {
    // A copy of the struct whose reduced members start at the identity (the others keep their
    // values: the loop may read them).
    // A whole array of structs (its members' paths start with an index) is copied whole: `auto`
    // alone would take a pointer to its elements.
    std::string Name = abi::reductionName(R, Text), Copy = Alias;
    if (const auto *StructArray = dyn_cast<ConstantArrayType>(R.Var->getType().getCanonicalType().getTypePtr());
        StructArray && R.Item && isa<DeclRefExpr>(R.Item->IgnoreParenImpCasts()))
      Copy = "::__acorn_struct_array_copy<" + std::to_string(StructArray->getSize().getZExtValue()) + ">(" + Alias +
             ")";
    std::string Open = "auto &" + Alias + " = " + Name + "; { auto " + Name + " = " + Copy + "; ";
    for (const std::string &M : R.Members)
      Open += "::__acorn_make_identity<" + std::string(abi::reductionOpType(R.Op)) + ">(" + Name + M + "); ";
    return Open;
  }
  std::string Name = abi::reductionName(R, Text);
  return "auto &" + Alias + " = " + Name + "; { auto " + Name + " = ::__acorn_identity_like<" +
         abi::reductionOpType(R.Op) + ">(" + Alias + "); ";
}

std::string KernelBody::reductionClose(const ReductionItem &R, const std::string &Alias,
                                          unsigned Levels) const {
  if (R.IsArray)
    return " ::__acorn_reduce_array<" + std::string(abi::reductionOpType(R.Op)) + ">(__acorn_ex, " +
           std::to_string(Levels) + "u, " + Alias + ", " + R.Var->getNameAsString() + "); }";
  std::string Name = abi::reductionName(R, Text);
  if (!R.Members.empty()) {
    std::string Close;
    for (const std::string &M : R.Members)
      Close += " ::__acorn_reduce_member<" + std::string(abi::reductionOpType(R.Op)) + ">(__acorn_ex, " +
               std::to_string(Levels) + "u, " + Alias + M + ", " + Name + M + ");";
    return Close + " }";
  }
  return " ::__acorn_reduce<" + std::string(abi::reductionOpType(R.Op)) + ">(__acorn_ex, " + std::to_string(Levels) +
         "u, " + Alias + ", " + Name + "); }";
}

// A gang-level combine writes device memory atomically, so it applies only to variables that live
// in device memory; a construct-level reduction of the same variable combines the gangs itself.
unsigned KernelBody::reductionLevels(const ReductionItem &R, unsigned LoopLevels) const {
  bool ConstructReduction = llvm::any_of(Plan.Reductions, [&](const ReductionItem &C) { return C.Var == R.Var; });
  // A scalar's device copy, or the device data of an array or section, an array of structs too (a
  // firstprivate C array is each gang's own).
  bool ArrayData = R.IsArray || (!R.Members.empty() && R.Var->getType()->isArrayType());
  bool InDeviceMemory = llvm::any_of(Unit.Captures, [&](const Capture &C) {
    return C.Var == R.Var && (ArrayData ? C.Mode != CaptureMode::Value : C.Mode == CaptureMode::DeviceRef);
  });
  if (ConstructReduction || !InDeviceMemory)
    return LoopLevels & ~ACORN_LEVEL_GANG;
  return LoopLevels;
}

} // namespace acorn
