// The region's firstprivate copy of a struct, class or array of them (2.5.14) whose pointer members
// the region uses: the construct's map array holds each such member as an ACORN_MAP_POINTER of the
// member in the original (ACORN_MAP_FLAG_POINTER_AT), which the runtime translated as it translates
// a pointer variable (its target's device address when present, else its value); the copy gets
// those values, as a copied struct's attached members hold them (compiler/analysis/
// FirstPrivatePointers.h). A member the copy constructor changed is left as it made it.
#ifndef ACORN_KERNEL_FIRSTPRIVATE_POINTERS_HPP
#define ACORN_KERNEL_FIRSTPRIVATE_POINTERS_HPP

#include "acorn/kernel/base.hpp"

namespace acorn {

template <class T> inline T __acorn_translated_copy(T copy, const void *original, const acorn_map *maps, int count) {
  const char *begin = static_cast<const char *>(original);
  char *into = reinterpret_cast<char *>(__builtin_addressof(copy));
  for (int i = 0; i < count; ++i) {
    const char *at = static_cast<const char *>(maps[i].host);
    if (maps[i].kind != ACORN_MAP_POINTER || !(maps[i].flags & ACORN_MAP_FLAG_POINTER_AT) || at < begin ||
        at + sizeof(void *) > begin + sizeof(T))
      continue;
    void *held, *host, *device = maps[i].device;
    __builtin_memcpy(&held, into + (at - begin), sizeof(void *));
    __builtin_memcpy(&host, at, sizeof(void *));
    if (held == host)
      __builtin_memcpy(into + (at - begin), &device, sizeof(void *));
  }
  return copy;
}

} // namespace acorn

#endif
