// 2.4 device_type: the clauses of a directive that apply on one device type (defined in Clauses.cpp,
// beside nvidiaClauses, which selects NVIDIA's: the schedule Acorn compiles).
#pragma once

#include "clang/AST/OpenACCClause.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <vector>

namespace acorn {

/// The clauses that apply on device type Device ("nvidia", "multicore" or "host"): those before any
/// device_type, replaced clause by clause by a group naming Device, else by a `*` group.
std::vector<const clang::OpenACCClause *> deviceTypeClauses(llvm::ArrayRef<const clang::OpenACCClause *> Clauses,
                                                            llvm::StringRef Device);

} // namespace acorn
