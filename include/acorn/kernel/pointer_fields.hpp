// The pointer fields of an object a compute construct copies whole to the device when the compiler
// cannot name them: a lambda's pointers captured by copy, a functor's pointer members, where the
// region's code is a template (`forall(n, F f)`) whose instantiations differ. Each becomes an
// ACORN_MAP_ATTACH entry, as a pointer member the region uses is (2.6.8: its device copy points to
// the device copy of its target when that is present, else keeps its value; it is detached before
// the object can be copied back). Clang's __builtin_dump_struct walks the fields of each
// instantiation's type (also private ones, of bases and of nested structs) and passes each to
// a function of ours as a reference: a pointer there that lies inside the object is a field.
// Arrays of pointers are passed as copies, outside the object, so they are left alone.
#ifndef ACORN_KERNEL_POINTER_FIELDS_HPP
#define ACORN_KERNEL_POINTER_FIELDS_HPP

#include "acorn/kernel/base.hpp"

namespace acorn {

struct __acorn_PointerFields {
  static constexpr int Max = 64; ///< more pointer fields than this are left as they are
  acorn_map __acorn_maps[Max];
  int __acorn_count = 0;
  const char *begin = nullptr, *end = nullptr;
  const char *name = nullptr; ///< the variable, for the runtime's messages

  template <class T> void field(const T &value) {
    if constexpr (is_pointer_type<T>::value && !__is_function(remove_pointer_t<T>)) {
      const char *at = reinterpret_cast<const char *>(&value);
      if (at < begin || at + sizeof(void *) > end || __acorn_count == Max)
        return;
      __acorn_maps[__acorn_count++] = {const_cast<void *>(static_cast<const void *>(at)), sizeof(void *), ACORN_MAP_ATTACH,
                       ACORN_MAP_FLAG_IMPLICIT, name, nullptr, 0};
    }
  }
};

// What __builtin_dump_struct calls for each line it would print: a field's line has four values
// (indent, type, name, value), its value last; other lines (braces, bases, bit-fields) are skipped.
template <class I, class T, class N, class V>
inline int pointer_field_line(__acorn_PointerFields &out, const char *, const I &, const T &, const N &, const V &value) {
  out.field(value);
  return 0;
}
template <class... A> inline int pointer_field_line(__acorn_PointerFields &, const char *, const A &...) { return 0; }

template <class T> inline void __acorn_pointer_fields(__acorn_PointerFields &out, T *object, const char *name) {
  out.begin = reinterpret_cast<const char *>(object);
  out.end = out.begin + sizeof(T);
  out.name = name;
  if constexpr (__is_class(T) && !__is_union(T))
    __builtin_dump_struct(object, pointer_field_line, out);
}

// An element of a function parameter pack of pointers (`P *... ps`) that a region uses: the
// translation the runtime gave it in the pack's map array (ACORN_MAP_POINTER entries, one per
// element), found by its value: elements of equal value translate alike.
template <class T> inline T *__acorn_pack_pointer(T *pointer, const acorn_map *maps, size_t count) {
  for (size_t i = 0; i < count; ++i)
    if (maps[i].host == static_cast<const void *>(pointer))
      return static_cast<T *>(maps[i].device);
  return pointer;
}

} // namespace acorn

#endif
