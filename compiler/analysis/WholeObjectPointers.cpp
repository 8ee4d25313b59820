#include "analysis/WholeObjectPointers.h"

#include "analysis/ClosurePointers.h"
#include "analysis/FirstPrivatePointers.h"

#include "llvm/ADT/SmallPtrSet.h"

namespace acorn {

void attachWholeObjects(ComputePlan &Plan, const SourceText &Text, Reporter &Diags, bool Gpu) {
  bool Cxx = Text.langOptions().CPlusPlus;
  std::vector<MapItem> Added;
  llvm::SmallPtrSet<const clang::ValueDecl *, 4> Seen;
  for (const MapItem &M : Plan.Maps) {
    if ((M.Mode != CaptureMode::DeviceRef && M.Mode != CaptureMode::DeviceArray) || M.Kind == ACORN_MAP_DEVICEPTR ||
        !mapsVariable(M, M.Var) || partOfVariable(M) || !Seen.insert(M.Var).second)
      continue;
    if (Cxx ? !attachesPointerFields(M.Var, Plan.Block)
            : !wholeObjectFieldAttachments(M.Var, Plan.Block, Text.astContext(), Gpu ? &Diags : nullptr, Plan.Maps,
                                           Added))
      continue;
    if (Cxx)
      Plan.PointerFieldObjects.push_back(M.Var);
    std::vector<std::string> InUnions = unionPointerFieldNames(M.Var);
    if (Gpu && !InUnions.empty())
      Diags.warning(Plan.Construct->getBeginLoc(),
                    "the pointer '" + M.Var->getNameAsString() + "." + InUnions.front() +
                        "' lies in a union: it is not attached for the construct (its union may hold another member), "
                        "so a device copy of '" + M.Var->getNameAsString() +
                        "' keeps its host value; name the pointer's data in a data clause and use it through a pointer "
                        "variable");
  }
  Plan.Maps.insert(Plan.Maps.end(), Added.begin(), Added.end());
  Plan.ThisPointerFields = Cxx && llvm::any_of(Plan.Maps, [](const MapItem &M) { return M.IsThis; }) &&
                           thisReachesUnnamedPointers(Plan.Block);
}

} // namespace acorn
