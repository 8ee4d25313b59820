// Data clauses (2.7) and implicit data attributes (2.6.2) as entries of the acorn_map array the
// lowered code hands to libacorn, and the way each variable then enters a compute region.
#pragma once

#include "SourceText.h"

#include "clang/AST/Expr.h"
#include "clang/AST/OpenACCClause.h"

#include <string>
#include <vector>

namespace acorn {

/// Mirrors acorn_map_kind in include/acorn/abi.h.
enum class MapKind {
  Copy, CopyIn, CopyOut, Create, NoCreate, Present, DevicePtr, Delete, UpdateDevice, UpdateSelf, Pointer
};
const char *mapKindName(MapKind K); ///< the ACORN_MAP_* enumerator

/// How a variable used in a compute region reaches the device code.
enum class CaptureMode {
  Value,         ///< firstprivate copy (scalars, lambdas, deviceptr pointers)
  DeviceArray,   ///< C array: becomes a pointer to its device copy
  DevicePointer, ///< pointer whose target section is mapped: translated to the device address
  DeviceRef,     ///< scalar or struct mapped whole: a reference to its device copy
  PointerTarget  ///< pointer without data clause: translated if its target is present (2.6.2)
};

struct MapItem {
  std::string Host;  ///< C expression: address of the first byte
  std::string Bytes; ///< C expression: length in bytes
  MapKind Kind = MapKind::Copy;
  unsigned Flags = 0; ///< ACORN_MAP_FLAG_*
  std::string Name;   ///< as written in the source
  const clang::ValueDecl *Var = nullptr; ///< the variable (or member) whose storage is mapped
  CaptureMode Mode = CaptureMode::DeviceRef;
  clang::SourceLocation Loc;
};

/// The kind a data clause maps with, or nullopt for clauses that are not data clauses.
std::optional<MapKind> dataClauseKind(const clang::OpenACCClause *C);
/// ACORN_MAP_FLAG_* bits for a data clause's modifiers.
unsigned dataClauseFlags(const clang::OpenACCClause *C);

/// The variable (or member through `this`) an item of a var-list refers to, looking through array
/// sections and subscripts.
const clang::ValueDecl *rootVariable(const clang::Expr *E);

/// Builds the map entry for one var-list item; on failure returns false and sets Why.
bool buildMapItem(const clang::Expr *E, MapKind Kind, unsigned Flags, const SourceText &Text,
                  MapItem &Out, std::string &Why);

/// Builds the map entry for a variable whose data attribute is implicit.
MapItem implicitMapItem(const clang::ValueDecl *Var, MapKind Kind, CaptureMode Mode);

/// The C initializer of an acorn_map for the item.
std::string mapInitializer(const MapItem &Item);

} // namespace acorn
