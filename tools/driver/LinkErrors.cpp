#include "LinkErrors.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Object/OffloadBinary.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <functional>

using llvm::MemoryBufferRef;
using llvm::StringRef;
namespace object = llvm::object;

namespace acorn {

// The objects of a file: the file itself, or the members of an archive.
static void forEachObject(const std::string &Path, const std::function<void(MemoryBufferRef)> &Fn) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return;
  MemoryBufferRef Ref = (*Buffer)->getMemBufferRef();
  if (llvm::identify_magic(Ref.getBuffer()) != llvm::file_magic::archive) {
    Fn(Ref);
    return;
  }
  llvm::Expected<std::unique_ptr<object::Archive>> Archive = object::Archive::create(Ref);
  if (!Archive) {
    llvm::consumeError(Archive.takeError());
    return;
  }
  llvm::Error Err = llvm::Error::success();
  for (const object::Archive::Child &Child : (*Archive)->children(Err)) {
    llvm::Expected<MemoryBufferRef> Member = Child.getMemoryBufferRef();
    if (Member)
      Fn(*Member);
    else
      llvm::consumeError(Member.takeError());
  }
  llvm::consumeError(std::move(Err));
}

// Whether an ELF object (Dynamic: a shared library, by its dynamic symbols) defines Symbol (or,
// AnyUse, names it at all).
static bool defines(MemoryBufferRef Ref, StringRef Symbol, bool Dynamic, bool AnyUse = false) {
  llvm::Expected<std::unique_ptr<object::ObjectFile>> Object = object::ObjectFile::createObjectFile(Ref);
  if (!Object) {
    llvm::consumeError(Object.takeError());
    return false;
  }
  auto *Elf = llvm::dyn_cast<object::ELFObjectFileBase>(Object->get());
  if (!Elf)
    return false;
  auto Defined = [&](const object::SymbolRef &Sym) {
    llvm::Expected<uint32_t> Flags = Sym.getFlags();
    llvm::Expected<StringRef> Name = Sym.getName();
    bool Yes = Flags && Name && (AnyUse || !(*Flags & object::SymbolRef::SF_Undefined)) && *Name == Symbol;
    if (!Flags)
      llvm::consumeError(Flags.takeError());
    if (!Name)
      llvm::consumeError(Name.takeError());
    return Yes;
  };
  if (Dynamic)
    return llvm::any_of(Elf->getDynamicSymbolIterators(), Defined);
  return llvm::any_of(Elf->symbols(), Defined);
}

// The GPU architectures of an object's device code (sm_80, ...); none without GPU code.
static std::vector<std::string> gpuArchitectures(MemoryBufferRef Ref) {
  llvm::SmallVector<object::OffloadFile> Binaries;
  std::vector<std::string> Archs;
  if (llvm::Error E = object::extractOffloadBinaries(Ref, Binaries)) {
    llvm::consumeError(std::move(E));
    return Archs;
  }
  for (const object::OffloadFile &Binary : Binaries)
    if (Binary.getBinary()->getTriple().starts_with("nvptx") && !llvm::is_contained(Archs, Binary.getBinary()->getArch()))
      Archs.push_back(Binary.getBinary()->getArch().str());
  return Archs;
}

// An object nvcc compiled: its device code is in nvcc's fatbin (`__nv_relfatbin` with -rdc=true,
// else `.nv_fatbin`), which the device link (clang-linker-wrapper) does not read.
static bool compiledByNvcc(MemoryBufferRef Ref) {
  auto Object = object::ObjectFile::createObjectFile(Ref);
  if (!Object) {
    llvm::consumeError(Object.takeError());
    return false;
  }
  for (const object::SectionRef &Section : (*Object)->sections()) {
    llvm::Expected<StringRef> Name = Section.getName();
    if (!Name) {
      llvm::consumeError(Name.takeError());
      continue;
    }
    if (*Name == "__nv_relfatbin" || *Name == ".nv_fatbin")
      return true;
  }
  return false;
}

static bool isSharedLibrary(StringRef Path) {
  StringRef Name = llvm::sys::path::filename(Path);
  return Name.ends_with(".so") || Name.contains(".so.");
}

std::vector<std::string> sharedLibraries(const LinkedInputs &Inputs) {
  std::vector<std::string> Libraries, Dirs, Names;
  for (const std::string &File : Inputs.Files)
    if (isSharedLibrary(File))
      Libraries.push_back(File);
  bool Static = false;
  for (size_t I = 0; I < Inputs.LinkArgs.size(); ++I) {
    StringRef A = Inputs.LinkArgs[I];
    bool Split = (A == "-L" || A == "-l") && I + 1 < Inputs.LinkArgs.size();
    StringRef Value = Split ? StringRef(Inputs.LinkArgs[++I]) : A.drop_front(2);
    if (A.starts_with("-L"))
      Dirs.push_back(Value.str());
    else if (A.starts_with("-l"))
      Names.push_back(Value.starts_with(":") ? Value.drop_front().str() : ("lib" + Value + ".so").str());
    else if (A == "-static")
      Static = true;
  }
  if (!Static)
    for (const std::string &Name : Names)
      for (const std::string &Dir : Dirs)
        if (std::string Path = Dir + "/" + Name; isSharedLibrary(Path) && llvm::sys::fs::exists(Path)) {
          Libraries.push_back(Path);
          break;
        }
  return Libraries;
}

// The names of the libraries an ELF shared library needs (its DT_NEEDED entries).
template <class ELFT> static std::vector<std::string> neededLibraries(const object::ELFFile<ELFT> &File) {
  std::vector<std::string> Names;
  auto Entries = File.dynamicEntries();
  if (!Entries) {
    llvm::consumeError(Entries.takeError());
    return Names;
  }
  uint64_t StringTable = 0, StringsSize = 0;
  std::vector<uint64_t> Offsets;
  for (const auto &Entry : *Entries) {
    if (Entry.d_tag == llvm::ELF::DT_STRTAB)
      StringTable = Entry.getPtr();
    else if (Entry.d_tag == llvm::ELF::DT_STRSZ)
      StringsSize = Entry.getVal();
    else if (Entry.d_tag == llvm::ELF::DT_NEEDED)
      Offsets.push_back(Entry.getVal());
  }
  auto Strings = File.toMappedAddr(StringTable);
  if (!Strings) {
    llvm::consumeError(Strings.takeError());
    return Names;
  }
  const char *Begin = reinterpret_cast<const char *>(*Strings);
  const char *End = reinterpret_cast<const char *>(File.base()) + File.getBufSize();
  if (Begin >= End)
    return Names;
  StringRef Table(Begin, std::min<uint64_t>(StringsSize ? StringsSize : End - Begin, End - Begin));
  for (uint64_t Offset : Offsets)
    if (Offset < Table.size())
      Names.push_back(Table.drop_front(Offset).split('\0').first.str());
  return Names;
}

bool needsAcornSharedRuntime(StringRef Path) {
  auto Object = object::ObjectFile::createObjectFile(Path);
  if (!Object) {
    llvm::consumeError(Object.takeError());
    return false;
  }
  std::vector<std::string> Needed;
  if (const auto *Elf = llvm::dyn_cast<object::ELF64LEObjectFile>(Object->getBinary()))
    Needed = neededLibraries(Elf->getELFFile());
  return llvm::any_of(Needed, [](StringRef Name) { return Name.starts_with("libacorn.so"); });
}

// sm_90 -> cc90 (the -gpu= spelling).
static std::string gpuFlag(StringRef Arch) { return ("-gpu=cc" + Arch.drop_front(3)).str(); }

// `__acorn_dg_<len><name>` (`__acorn_dl_` for link), after `<len><class>` of enclosing classes
// (analysis/Declare.cpp): the variable's name, qualified by its classes.
static std::string declaredVariable(llvm::StringRef Copy) {
  std::string Name;
  while (!Copy.empty()) {
    size_t Len;
    if (Copy.consumeInteger(10, Len) || Len > Copy.size())
      return "";
    Name += (Name.empty() ? "" : "::") + Copy.take_front(Len).str();
    Copy = Copy.drop_front(Len);
  }
  return Name;
}

static const char *const SharedLibraryDeviceCode =
    "whose device code cannot be linked into the program (device code is linked from objects and static archives "
    "only); link the library's objects, or a static archive (.a) of them, instead";

static const char *const NoRoutine =
    "the file that defines it has no 'routine' directive for it, so it is compiled for the host only; put "
    "'#pragma acc routine seq' (or the routine's level) before its definition, or include there the declaration "
    "that has the directive (2.15.1)";

// A function device code calls that no object's device code defines. Arch: the architecture whose
// device link failed (empty: unknown).
static std::string explainFunction(StringRef Symbol, StringRef Demangled, StringRef Arch, const LinkedInputs &Inputs) {
  std::string Start = "the function '" + Demangled.str() + "' has no device version in the program: device code calls it";
  for (const std::string &Library : sharedLibraries(Inputs)) {
    bool Found = false;
    forEachObject(Library, [&](MemoryBufferRef Ref) { Found |= defines(Ref, Symbol, /*Dynamic=*/true); });
    if (Found)
      return Start + ", and it is defined in the shared library '" + Library + "', " + SharedLibraryDeviceCode;
  }
  for (const std::string &File : Inputs.Files) {
    if (isSharedLibrary(File))
      continue;
    std::string Verdict;
    forEachObject(File, [&](MemoryBufferRef Ref) {
      if (!Verdict.empty() || !defines(Ref, Symbol, /*Dynamic=*/false))
        return;
      if (compiledByNvcc(Ref)) {
        Verdict = Start + ", but '" + File + "', which defines it, was compiled by nvcc, whose device code Acorn's "
                  "device link cannot read (it links the device code of the objects Acorn compiles). Compile the "
                  "function with Acorn (C or C++ with '#pragma acc routine seq' before its definition), or keep it in "
                  "CUDA code: a kernel of the .cu file, launched by a host function that the program calls inside "
                  "'#pragma acc host_data use_device(...)' with the device addresses";
        return;
      }
      std::vector<std::string> Archs = gpuArchitectures(Ref);
      std::vector<std::string> Missing;
      for (const std::string &Wanted : Inputs.GpuArchs)
        if ((Arch.empty() || Wanted == Arch) && !llvm::is_contained(Archs, Wanted))
          Missing.push_back(Wanted);
      // Every unit built without GPU code sets the program's default device (acorn/program_target.h);
      // other objects without GPU code had no directives.
      if (Archs.empty() && defines(Ref, "acorn_set_program_target", false, /*AnyUse=*/true)) {
        Verdict = Start + ", but '" + File + "', which defines it, was compiled without GPU code";
        return;
      }
      if (Archs.empty() || Missing.empty()) {
        Verdict = Start + ", but " + NoRoutine;
        return;
      }
      Verdict = "the function '" + Demangled.str() + "' has no device version for " + llvm::join(Missing, ", ") +
                ": device code calls it, and '" + File + "', which defines it, was compiled for " +
                llvm::join(Archs, ", ") + " only; compile it for the architectures the program is linked for (" +
                gpuFlag(Missing.front()) + ", or several: -gpu=cc80,cc90), or link the program with " +
                gpuFlag(Archs.front());
    });
    if (!Verdict.empty())
      return Verdict;
  }
  return Start + ", but no object linked has it. Either " + NoRoutine +
         "; or it is defined in a shared library, whose device code cannot be linked into the program (link the "
         "library's objects or a static archive of them instead); or the object that defines it was compiled "
         "for another GPU architecture (compile it with the program's -gpu=ccNN)";
}

static std::string explain(StringRef Symbol, StringRef Arch, const LinkedInputs &Inputs) {
  std::string Demangled = llvm::demangle(Symbol.str());
  llvm::StringRef Name(Demangled);
  // A namespace's copy is `ns::__acorn_dg_...`.
  llvm::StringRef Local = Name.rsplit("::").second.empty() ? Name : Name.rsplit("::").second;
  if (Local.consume_front("__acorn_dg_") || Local.consume_front("__acorn_dl_")) {
    std::string Var = declaredVariable(Local);
    if (Var.empty())
      return "";
    std::string Start = "the global variable '" + Var +
                        "' has no device copy in the program: device code uses it through a 'declare' directive";
    for (const std::string &Library : sharedLibraries(Inputs)) {
      bool Found = false;
      forEachObject(Library, [&](MemoryBufferRef Ref) { Found |= defines(Ref, Var, /*Dynamic=*/true); });
      if (Found)
        return Start + ", and it is defined in the shared library '" + Library + "', " + SharedLibraryDeviceCode;
    }
    return Start + ", but the file that defines it does not see that directive; put the directive (e.g. "
                   "'#pragma acc declare create(" + Var + ")') after a declaration the defining file includes too "
                   "(2.13)";
  }
  // Acorn's and CUDA's own symbols: the linker's message is all there is to say.
  if (Name.starts_with("__") || Name.starts_with("acorn::") || Name.starts_with("std::") || Name.contains("__acorn") ||
      Name.starts_with("_Z"))
    return "";
  return explainFunction(Symbol, Demangled, Arch, Inputs);
}

std::vector<std::string> explainUndefinedDeviceSymbols(llvm::StringRef LinkOutput, const LinkedInputs &Inputs) {
  std::vector<std::string> Out;
  llvm::StringSet<> Seen;
  llvm::StringRef Marker = "Undefined reference to '";
  for (size_t At = LinkOutput.find(Marker); At != llvm::StringRef::npos; At = LinkOutput.find(Marker, At + 1)) {
    llvm::StringRef Symbol = LinkOutput.substr(At + Marker.size());
    Symbol = Symbol.take_until([](char C) { return C == '\'' || C == '\n'; });
    if (Symbol.empty() || !Seen.insert(Symbol).second)
      continue;
    // nvlink names the cubin it links: ...-nvptx64-nvidia-cuda-sm_90-....cubin
    StringRef Line = LinkOutput.substr(At).take_until([](char C) { return C == '\n'; });
    StringRef Arch;
    if (size_t Sm = Line.find("-sm_"); Sm != StringRef::npos)
      Arch = Line.substr(Sm + 1).take_until([](char C) { return C == '-' || C == '.' || C == '\''; });
    if (std::string Message = explain(Symbol, Arch, Inputs); !Message.empty())
      Out.push_back(Message);
  }
  return Out;
}

std::vector<std::string> explainMultipleDeviceDefinitions(llvm::StringRef LinkOutput) {
  std::vector<std::string> Out;
  llvm::StringSet<> Seen;
  llvm::StringRef Marker = "Multiple definition of '";
  for (size_t At = LinkOutput.find(Marker); At != llvm::StringRef::npos; At = LinkOutput.find(Marker, At + 1)) {
    llvm::StringRef Symbol = LinkOutput.substr(At + Marker.size()).take_until([](char C) { return C == '\''; });
    std::string Demangled = llvm::demangle(Symbol.str());
    llvm::StringRef Name(Demangled);
    llvm::StringRef Local = Name.rsplit("::").second.empty() ? Name : Name.rsplit("::").second;
    if (!Seen.insert(Symbol).second || !Local.consume_front("__acorn_dg_"))
      continue;
    if (std::string Var = declaredVariable(Local); !Var.empty())
      Out.push_back("the global variable '" + Var + "', which a 'declare' directive gives a device copy, is "
                    "defined in more than one file (a definition in a header, without 'extern', or tentative "
                    "definitions merged by -fcommon): define it in one file and declare it 'extern' in the others");
  }
  return Out;
}

// The compute region a kernel's name stands for: C's outlined regions are named
// __acorn_region_<hash>_<line>_<column>[x<k>]_<unit>; C++'s are lambdas of the enclosing function.
static std::string regionOf(llvm::StringRef Symbol, llvm::StringRef Source) {
  // (nvlink names a kernel of internal linkage with a suffix that no demangler reads.)
  std::string Demangled = llvm::demangle(Symbol.split("__intern__").first.str());
  StringRef Name(Demangled);
  if (size_t At = Name.find("__acorn_region_"); At != StringRef::npos) {
    llvm::SmallVector<StringRef, 5> Parts;
    Name.substr(At + strlen("__acorn_region_")).split(Parts, '_', 3);
    unsigned Line = 0, Column = 0;
    if (Parts.size() >= 3 && !Parts[1].getAsInteger(10, Line) &&
        !Parts[2].take_while([](char C) { return isdigit(static_cast<unsigned char>(C)); }).getAsInteger(10, Column))
      return "the compute region at " + (Source.empty() ? "line " + std::to_string(Line) + ", column "
                                                        : Source.str() + ":" + std::to_string(Line) + ":") +
             std::to_string(Column);
  }
  if (size_t At = Name.find("acorn::gpu_kernel<"); At != StringRef::npos) {
    StringRef Arg = Name.substr(At + strlen("acorn::gpu_kernel<"));
    size_t Lambda = std::min(Arg.find("::'lambda"), Arg.find("::{lambda"));
    if (Lambda != StringRef::npos)
      return "a compute region in '" + Arg.take_front(Lambda).str() + "'" +
             (Source.empty() ? "" : " (" + Source.str() + ")");
  }
  return "";
}

std::string translateStackSizeWarnings(llvm::StringRef LinkOutput, llvm::StringRef Source,
                                       std::vector<std::string> &Warnings) {
  std::string Out;
  llvm::StringSet<> Seen;
  llvm::SmallVector<StringRef, 16> Lines;
  LinkOutput.split(Lines, '\n');
  for (size_t I = 0; I < Lines.size(); ++I) {
    StringRef Line = Lines[I];
    StringRef Marker = "Stack size for entry function '";
    size_t At = Line.find(Marker);
    std::string Region;
    if (At != StringRef::npos && Line.contains("cannot be statically determined"))
      Region = regionOf(Line.substr(At + Marker.size()).take_until([](char C) { return C == '\''; }), Source);
    if (Region.empty()) {
      Out += Line.str() + (I + 1 < Lines.size() ? "\n" : "");
      continue;
    }
    if (Seen.insert(Region).second)
      Warnings.push_back(Region + " calls a recursive function (or one through a pointer): the GPU stack it needs "
                         "cannot be known when linking, so each GPU thread has the default stack (1 KiB), and "
                         "recursion deeper than it holds fails at run time");
  }
  return Out;
}

std::vector<std::string> objectsWithoutGpuCode(const std::vector<std::string> &Objects) {
  std::vector<std::string> Out;
  for (const std::string &Path : Objects) {
    if (!llvm::StringRef(Path).ends_with(".o"))
      continue;
    auto Object = llvm::object::ObjectFile::createObjectFile(Path);
    if (!Object) {
      llvm::consumeError(Object.takeError());
      continue;
    }
    // Every unit built without GPU code sets the program's default device (acorn/program_target.h).
    for (const llvm::object::SymbolRef &Sym : Object->getBinary()->symbols()) {
      llvm::Expected<llvm::StringRef> Name = Sym.getName();
      if (!Name) {
        llvm::consumeError(Name.takeError());
      } else if (*Name == "acorn_set_program_target") {
        Out.push_back(Path);
        break;
      }
    }
  }
  return Out;
}

} // namespace acorn
