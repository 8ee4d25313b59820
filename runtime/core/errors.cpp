//===- errors.cpp - stopping the program with a message for the user ------===//
//
// Every runtime error is written for the person who wrote the directive: the
// construct and where it is, then what the runtime saw. Callers put the
// variable as written (acorn_map.name) and the present table's view in the
// message.
//
//===----------------------------------------------------------------------===//

#include "acorn/abi.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>

extern "C" void acorn_fatal(const acorn_construct *C, const char *Format, ...) {
  std::fflush(stdout); // keep the program's own output ahead of the error
  std::fputs("ACORN RUNTIME ERROR: ", stderr);
  if (C) {
    const char *File = C->file ? C->file : "<unknown>";
    if (C->line > 0)
      std::fprintf(stderr, "%s:%d:%d: ", File, C->line, C->column);
    else
      std::fprintf(stderr, "%s: ", File);
    if (C->directive)
      std::fprintf(stderr, "in '%s': ", C->directive);
  }
  va_list Args;
  va_start(Args, Format);
  std::vfprintf(stderr, Format, Args);
  va_end(Args);
  std::fputc('\n', stderr);
  std::fflush(stderr);
  std::exit(1);
}

#include "core/errors.h"

namespace acorn {

namespace {
thread_local const acorn_construct *Active = nullptr;
} // namespace

const acorn_construct *activeConstruct() { return Active; }

ActiveConstruct::ActiveConstruct(const acorn_construct *C) : Saved(Active) {
  Active = C;
}
ActiveConstruct::~ActiveConstruct() { Active = Saved; }

} // namespace acorn
