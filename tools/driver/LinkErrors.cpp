#include "LinkErrors.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Object/ObjectFile.h"

namespace acorn {

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

static std::string explain(llvm::StringRef Symbol) {
  std::string Demangled = llvm::demangle(Symbol.str());
  llvm::StringRef Name(Demangled);
  // A namespace's copy is `ns::__acorn_dg_...`.
  llvm::StringRef Local = Name.rsplit("::").second.empty() ? Name : Name.rsplit("::").second;
  if (Local.consume_front("__acorn_dg_") || Local.consume_front("__acorn_dl_")) {
    std::string Var = declaredVariable(Local);
    if (Var.empty())
      return "";
    return "the global variable '" + Var +
           "' has no device copy in the program: device code uses it through a 'declare' directive, but "
           "the file that defines it does not see that directive; put the directive (e.g. '#pragma acc "
           "declare create(" + Var + ")') after a declaration the defining file includes too (2.13)";
  }
  // Acorn's and CUDA's own symbols: the linker's message is all there is to say.
  if (Name.starts_with("__") || Name.starts_with("acorn::") || Name.starts_with("std::") || Name.contains("__acorn") ||
      Name.starts_with("_Z"))
    return "";
  return "the function '" + Demangled +
         "' has no device version in the program: device code calls it, but the file that defines it has "
         "no 'routine' directive for it, so it is compiled for the host only; put '#pragma acc routine seq' "
         "(or the routine's level) before its definition, or include there the declaration that has the "
         "directive (2.15.1)";
}

std::vector<std::string> explainUndefinedDeviceSymbols(llvm::StringRef LinkOutput) {
  std::vector<std::string> Out;
  llvm::StringSet<> Seen;
  llvm::StringRef Marker = "Undefined reference to '";
  for (size_t At = LinkOutput.find(Marker); At != llvm::StringRef::npos; At = LinkOutput.find(Marker, At + 1)) {
    llvm::StringRef Symbol = LinkOutput.substr(At + Marker.size());
    Symbol = Symbol.take_until([](char C) { return C == '\'' || C == '\n'; });
    if (Symbol.empty() || !Seen.insert(Symbol).second)
      continue;
    if (std::string Message = explain(Symbol); !Message.empty())
      Out.push_back(Message);
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
