// C++: the functions device code reaches, for the implicit routines (2.15.1: a function called
// from device code, directly or through others, is compiled for the device). Not only calls: the
// constructors of the objects code makes and the destructors of those it ends, what default
// arguments and default member initializers call, a constructor's member initializers, the
// destructors a destructor runs for members and bases, functions named without a call.
#pragma once

#include "analysis/DeviceFunctions.h"
#include "frontend/Reporter.h"

namespace acorn {

/// Adds to Out the functions that running S calls directly (including the expressions it reads
/// implicitly: default arguments, default member initializers).
void addFunctionsRunBy(const clang::Stmt *S, const clang::ASTContext &Ctx, FunctionSet &Out);

/// Adds to Functions every function that the functions in it reach, transitively, through the
/// definitions in the user's code (a function with host directives stays host code: not walked).
void addReachedFunctionsCxx(FunctionSet &Functions, const SourceText &Text);

/// Device functions hold only loop, atomic and cache directives (2.15.1), also those without a
/// routine directive that device code calls (implicit routines): an error at each other directive
/// of such a function of the file, as for a function with the directive.
bool checkImplicitRoutineDirectives(const FunctionSet &Reached, const SourceText &Text, Reporter &Diags);

} // namespace acorn
