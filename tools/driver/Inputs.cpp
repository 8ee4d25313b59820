// What each input of the command line is, as gcc and clang decide it: by -x, else by the file's
// extension. C and C++ (also preprocessed, .i and .ii) are compiled by Acorn, assembly (.s, .S) is
// handed to clang, objects, archives and libraries go to the linker. An input Acorn cannot
// compile (CUDA, Fortran, a header, a file of unknown type) is an error naming it, never dropped:
// make and CMake must not believe the step succeeded.
#include "Diagnostics.h"
#include "DriverOptions.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using llvm::StringRef;

namespace acorn {

namespace {
enum class Type { C, CXX, CppOutput, CxxCppOutput, Assembly, AssemblyCpp, Linker, Unknown };
}

static Type typeOfExtension(StringRef Ext) {
  if (Ext == "c")
    return Type::C;
  if (Ext == "i")
    return Type::CppOutput;
  if (Ext == "ii")
    return Type::CxxCppOutput;
  // gcc's C++ extensions (its documentation's list), case as written.
  static const StringRef Cxx[] = {"cc", "cp", "cxx", "cpp", "CPP", "c++", "C"};
  if (llvm::is_contained(Cxx, Ext))
    return Type::CXX;
  if (Ext == "s")
    return Type::Assembly;
  if (Ext == "S" || Ext == "sx")
    return Type::AssemblyCpp;
  static const StringRef Linker[] = {"o", "a", "so", "lo", "obj", "ld", "lds"};
  if (llvm::is_contained(Linker, Ext))
    return Type::Linker;
  return Type::Unknown;
}

// Files Acorn cannot compile: what they are and what to do instead. Empty when the extension is
// none of them.
static std::string foreignSource(StringRef Ext) {
  if (Ext == "cu")
    return "CUDA sources are compiled with nvcc (or clang -x cuda); link the object with acorncc or acorn++";
  static const StringRef Fortran[] = {"f",   "for", "ftn", "fpp", "f77", "f90", "f95", "f03", "f08", "cuf",
                                      "F",   "FOR", "FTN", "FPP", "F77", "F90", "F95", "F03", "F08", "CUF"};
  if (llvm::is_contained(Fortran, Ext))
    return "Acorn compiles C and C++, not Fortran; compile it with a Fortran compiler (nvfortran, gfortran) "
           "and link the object with acorncc or acorn++";
  static const StringRef Headers[] = {"h", "hh", "hpp", "hxx", "h++", "H", "HPP", "tcc", "cuh"};
  if (llvm::is_contained(Headers, Ext))
    return "a header is not compiled on its own (Acorn does not build precompiled headers); compile the "
           "sources that include it";
  if (Ext == "m" || Ext == "mm" || Ext == "M")
    return "Acorn compiles C and C++, not Objective-C";
  return "";
}

// gcc's -x names.
static Type typeOfLanguage(StringRef Name) {
  if (Name == "c")
    return Type::C;
  if (Name == "c++")
    return Type::CXX;
  if (Name == "cpp-output")
    return Type::CppOutput;
  if (Name == "c++-cpp-output")
    return Type::CxxCppOutput;
  if (Name == "assembler")
    return Type::Assembly;
  if (Name == "assembler-with-cpp")
    return Type::AssemblyCpp;
  return Type::Unknown;
}

bool checkExplicitLanguage(StringRef Name) {
  if (Name == "none" || typeOfLanguage(Name) != Type::Unknown)
    return true;
  if (Name == "cuda")
    driverError("-x cuda: CUDA sources are compiled with nvcc (or clang -x cuda); link the object with "
                "acorncc or acorn++");
  else
    driverError("language '" + Name +
                "' after -x is not one Acorn compiles (c, c++, cpp-output, c++-cpp-output, assembler, "
                "assembler-with-cpp, none)");
  return false;
}

// libfoo.so.1, libfoo.so.1.2.3: shared libraries with a version.
static bool isVersionedSharedLibrary(StringRef Name) {
  size_t At = Name.rfind(".so.");
  if (At == StringRef::npos)
    return false;
  StringRef Version = Name.drop_front(At + 4);
  return !Version.empty() && llvm::all_of(Version, [](char C) { return (C >= '0' && C <= '9') || C == '.'; });
}

bool classifyInput(InputFile &In, StringRef Explicit, bool CxxDriver) {
  StringRef Name = llvm::sys::path::filename(In.Path);
  StringRef Ext = llvm::sys::path::extension(Name);
  Ext.consume_front(".");
  Type T;
  if (!Explicit.empty()) {
    T = typeOfLanguage(Explicit); // checked when -x was read
  } else if (In.Path == "-") {
    T = CxxDriver ? Type::CXX : Type::C; // standard input without -x: clang asks for -x with -E only
  } else if (Ext.empty() || isVersionedSharedLibrary(Name)) {
    T = Type::Linker; // as gcc: a file without extension is the linker's
  } else if (std::string Why = foreignSource(Ext); !Why.empty()) {
    driverError("'" + In.Path + "': " + Why);
    return false;
  } else {
    T = typeOfExtension(Ext);
  }
  if (T == Type::Unknown) {
    // An object or library with an unusual name is still the linker's; anything else is an error.
    llvm::file_magic Magic;
    if (llvm::identify_magic(In.Path, Magic)) {
      driverError("no such file or directory: '" + In.Path + "'");
      return false;
    }
    if (Magic == llvm::file_magic::unknown) {
      driverError("'" + In.Path +
                  "': unknown kind of file; Acorn compiles C (.c, .i), C++ (.cpp, .cc, .cxx, .C, .ii, ...) and "
                  "assembly (.s, .S) and links objects (.o), archives (.a) and shared libraries (.so); use "
                  "-x c or -x c++ before it to compile it as C or C++");
      return false;
    }
    T = Type::Linker;
  }
  In.Preprocessed = T == Type::CppOutput || T == Type::CxxCppOutput;
  switch (T) {
  case Type::C:
  case Type::CppOutput:
    In.Kind = InputKind::Source;
    // Like c++ and g++, acorn++ compiles .c and .i files as C++ (unless -x says otherwise).
    In.Lang = CxxDriver && Explicit.empty() ? Language::CXX : Language::C;
    break;
  case Type::CXX:
  case Type::CxxCppOutput:
    In.Kind = InputKind::Source;
    In.Lang = Language::CXX;
    break;
  case Type::Assembly:
    In.Kind = InputKind::Assembly;
    break;
  case Type::AssemblyCpp:
    In.Kind = InputKind::AssemblyCpp;
    break;
  default:
    In.Kind = InputKind::Linker;
  }
  return true;
}

} // namespace acorn
