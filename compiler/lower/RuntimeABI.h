// Every spelling of the interface lowered code uses: the C entry points of include/acorn/abi.h
// (acorn_construct, acorn_map, acorn_data_enter, ...) and the C++ execution model of
// include/acorn/kernel.hpp by its reserved names (::__acorn_launch, ::__acorn_OpAdd, ::__acorn_trip_lt,
// ...: kernel/lowered_names.hpp), which no macro of the program's file rewrites.
#pragma once

#include "analysis/CanonicalLoop.h"
#include "analysis/Clauses.h"
#include "analysis/DataAttributes.h"
#include "analysis/Declare.h"
#include "analysis/HostData.h"
#include "frontend/SourceText.h"

#include <string>
#include <vector>

namespace acorn::abi {

/// `static const acorn_construct __acorn_c = {file, line, column, "name", __func__}; `: the function
/// name is the user's, for the profiling interface's func_name (0 where the code is Acorn's own).
std::string constructDescriptor(const SourceText &Text, clang::SourceLocation Loc, const std::string &Name,
                                const std::string &Var = "__acorn_c", bool InUserFunction = true);

/// `acorn_map __acorn_m[N] = {...}; `
std::string mapArray(const std::vector<MapItem> &Maps, const SourceText &Text, const std::string &Var = "__acorn_m");

/// update of a section that is not contiguous (MapItem::Strided): calls of acorn_update_rows, in
/// loops over its outer dimensions; Async, If and IfPresent are C expressions.
std::string stridedUpdate(const MapItem &Item, const SourceText &Text, const std::string &Async, const std::string &If,
                          const std::string &IfPresent);

/// The rows of the sections of pointers to pointers among Maps (MapItem::PointerRows):
/// `acorn_pointer_rows __acorn_pr[Count] = {...}; `, or "" when Count is 0.
std::string pointerRowsArray(const std::vector<MapItem> &Maps, const SourceText &Text, size_t &Count);
/// `Function(&__acorn_c, __acorn_pr, Count, Arguments); ` (acorn_pointer_rows_enter/exit/update),
/// or "" when Count is 0.
std::string pointerRowsCall(const std::string &Function, size_t Count, const std::string &Arguments);

/// The attachments of the pointer fields of Objects (ComputePlan::PointerFieldObjects), listed by
/// __acorn_pointer_fields (acorn/kernel/pointer_fields.hpp) for each instantiation's type: the statements after the construct's
/// acorn_data_enter, and those before its acorn_data_exit (their pointers detached first).
/// The translations of the pointers of each pack of Packs (ComputePlan::PointerPacks): a map array
/// `__acorn_pk<i>` of one ACORN_MAP_POINTER entry per element (and one more, so that an empty
/// pack's array has a size), entered after the construct's maps and exited before them.
std::pair<std::string, std::string> pointerPackTranslations(const std::vector<const clang::ValueDecl *> &Packs,
                                                            const std::string &Async);
/// The name of the map array of Packs[Index].
std::string pointerPackMaps(size_t Index);

/// The attachments of the pointer fields of Objects (ComputePlan::PointerFieldObjects) and, when
/// This, of `*this` (ComputePlan::ThisPointerFields), listed at run time.
std::pair<std::string, std::string> pointerFieldAttachments(const std::vector<const clang::ValueDecl *> &Objects,
                                                            bool This, const std::string &Async);

/// The translations of the pointer fields of firstprivate Objects that the lowered code lists
/// (ComputePlan::FirstPrivateFieldWalks): the list of each is named firstPrivateFieldList(I).
std::pair<std::string, std::string> firstPrivateFieldTranslations(const std::vector<const clang::ValueDecl *> &Objects,
                                                                  const std::string &Async);
std::string firstPrivateFieldList(size_t Index);

/// The attachments of the pointer members of every element of arrays that subscripts a region
/// computes may reach (ComputePlan::ElementAttachments, `tab[b].vals`): for each item, a loop per
/// subscript over its array fills a list of ACORN_MAP_ATTACH entries, entered after the construct's
/// maps; the statements before its acorn_data_exit detach them and free the list.
std::pair<std::string, std::string> elementAttachments(const std::vector<MapItem> &Items, const SourceText &Text,
                                                       const std::string &Async);

/// declare in a function (2.13): the data region from the directive to the end of its scope,
/// `acorn_data_enter(...); acorn_declare_scope __acorn_ds<Suffix> __attribute__((cleanup(...))) = ...;`
std::string declareScope(const std::vector<MapItem> &Maps, const SourceText &Text, clang::SourceLocation Loc,
                         const std::string &Suffix);

/// declare of function-static variables: their registration, made once when the directive is
/// first reached (`{ static ... acorn_declare_statics(...); }`).
std::string declareStatics(const std::vector<const DeclaredVar *> &Statics, const SourceText &Text,
                           clang::SourceLocation Loc, const std::string &Suffix);

/// declare at global scope: the registration of the globals a unit defines, and the function
/// giving the host handle of each one's device copy (`Symbol`, defined with declareSymbolFunction).
/// Early (create, link, deviceptr: nothing read from the host): in a constructor of priority 102,
/// before the program's constructors and C++ dynamic initializers (of the default priority), so
/// that they find the globals present whatever the link order, and after Clang's registration of
/// the GPU code (priority 101), whose symbols it maps on a device already up (a library loaded
/// later). Otherwise (copyin: the value at registration is the device copy's initial value) at the
/// end of the unit's constructors (C) or dynamic initializers (C++), which may compute that value.
/// A destructor of priority 102 unregisters them (a shared library's dlclose).
std::string declareRegistration(const std::vector<const DeclaredVar *> &Globals, const SourceText &Text,
                                const std::string &Symbol, bool Early, bool Cxx);
std::string declareSymbolFunction(const std::vector<const DeclaredVar *> &Globals, const std::string &Symbol,
                                  const std::string &Linkage);

/// The attribute that keeps a function or variable the lowering names (regions, declare's symbol
/// functions, the exported addresses of C's file-static globals) inside its program or shared
/// library: two libraries built from one source define the same names, and one loaded
/// RTLD_GLOBAL would otherwise lend its definitions to the other.
inline constexpr const char *Hidden = "__attribute__((__visibility__(\"hidden\"))) ";

/// The ACORN_MAP_* enumerator of a map kind.
const char *mapKindName(acorn_map_kind K);

/// The name of a mapped item as written ("a[0:n]"), or the variable's name when implicit.
std::string mapName(const MapItem &Item, const SourceText &Text);

/// The name that reaches variable V from anywhere in its translation unit: qualified from the
/// global namespace for a C++ variable of a namespace (the global one too, where a local may hide
/// it) or a static data member (`::cfg::table`, `::S::count`, `::scale`; in a class template, as
/// its own class names it: `P::table`), its name otherwise.
std::string hostName(const clang::ValueDecl *V);

/// The async argument of an async clause (ACORN_ASYNC_SYNC without one).
std::string asyncArgument(const AsyncArg &Async, const SourceText &Text);
/// The condition of an if clause ("1" without one).
std::string ifArgument(const clang::Expr *If, const SourceText &Text);
/// `(int)(e)` for an integer clause argument, or Default when absent.
std::string intArgument(const clang::Expr *E, const SourceText &Text, const char *Default);

/// 2.16.3: a block waiting on the queues (all queues when there are none), or making Async wait;
/// with a Condition, only when it is non-zero; with DevNum, the queues of that device.
std::string waitCall(const std::vector<const clang::Expr *> &Queues, const std::string &Async,
                     const SourceText &Text, const std::string &Condition = "",
                     const clang::Expr *DevNum = nullptr);

/// host_data (2.8): `acorn_map __acorn_m[N] = {...}; acorn_host_data(...);` for the use_device items.
std::string hostDataCall(const HostDataPlan &Plan, const SourceText &Text);
/// The name of the variable holding the device address of item Index of a host_data construct (C
/// objects: their uses become `(*name)`; C++ members: the alias their uses through `this` become).
std::string useDevicePointer(const HostDataPlan &Plan, size_t Index, const SourceText &Text);
/// The declaration that makes the body of host_data see item Index at its device address (and, for
/// a member used through `this`, the alias of that declaration).
std::string useDeviceDeclaration(const HostDataPlan &Plan, size_t Index, const SourceText &Text);

/// The init, shutdown and set directives (2.14.1-3) with their clauses:
/// `acorn_<Directive>_directive(&__acorn_c, device_type, has_num, num, [has_async, async,] if);`
std::string deviceDirectiveCall(const std::string &Directive, const ClauseSet &Clauses, const SourceText &Text);

/// `::__acorn_LaunchConfig __acorn_cfg; ...` with each field's value as given.
std::string launchConfig(int Kind, unsigned Levels, const std::string &NumGangs, const std::string &NumWorkers,
                         const std::string &VectorLength, const std::string &Async);

/// The reduction variable as written in its clause (its name for an implicit reduction).
std::string reductionName(const ReductionItem &R, const SourceText &Text);

/// The acorn::Op* type of a reduction operator.
const char *reductionOpType(clang::OpenACCReductionOperator Op);

/// The acorn::trip_* function computing the trip count of a canonical loop.
const char *tripFunction(CanonicalLoop::Comparison Cmp);

} // namespace acorn::abi
