// The pointer fields of the objects a compute construct copies whole and the region takes whole
// or cannot name (ClosurePointers.h) are attached for the construct: in C++ the lowered code lists
// them (no limit); C's host code names each one (FirstPrivatePointers.h). Those inside unions are
// left alone, with a warning.
#pragma once

#include "analysis/ComputePlan.h"
#include "frontend/Reporter.h"
#include "frontend/SourceText.h"

namespace acorn {

/// Adds to Plan the attachments of the pointer fields of its whole-object maps (C), or lists the
/// objects whose fields the lowered code attaches (C++, Plan.PointerFieldObjects).
void attachWholeObjects(ComputePlan &Plan, const SourceText &Text, Reporter &Diags, bool Gpu);

} // namespace acorn
