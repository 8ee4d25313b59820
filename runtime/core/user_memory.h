//===- user_memory.h - acc_malloc and acc_free (3.2.16, 3.2.17) -----------===//
//
// acc_free must only be given what acc_malloc returned (3.2.17). Each device
// keeps the blocks it handed out, so a wrong pointer (a host address, the
// device copy of mapped data, a block freed twice) is reported instead of
// corrupting the device allocator.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_USER_MEMORY_H
#define ACORN_RUNTIME_USER_MEMORY_H

#include "acorn/abi.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>

namespace acorn {

class Device;

class UserBlocks {
public:
  void add(void *P, size_t Bytes);
  /// Forget the block that starts at \p P; false if there is none.
  bool remove(void *P);
  /// The live block that contains \p P: its start (0 if none) and size.
  uintptr_t containing(const void *P, size_t &Bytes);
  size_t size();

private:
  std::mutex Mutex;
  std::map<uintptr_t, size_t> Live;
};

/// 3.2.16 acc_malloc on \p D: nullptr for 0 bytes; out of memory stops the
/// program naming \p C.
void *userAllocate(Device &D, const acorn_construct *C, size_t Bytes);

/// 3.2.17 acc_free on \p D: nothing for nullptr; a pointer acc_malloc did not
/// return stops the program, saying what the pointer is.
void userFree(Device &D, const acorn_construct *C, void *P);

} // namespace acorn

#endif // ACORN_RUNTIME_USER_MEMORY_H
