// The pointer fields of an object a compute construct copies whole to the device when the compiler
// cannot name them: a lambda's pointers captured by copy, a functor's pointer members, where the
// region's code is a template (`forall(n, F f)`) whose instantiations differ. Each becomes an
// ACORN_MAP_ATTACH entry, as a pointer member the region uses is (2.6.8: its device copy points to
// the device copy of its target when that is present, else keeps its value; it is detached before
// the object can be copied back). Clang's __builtin_dump_struct walks the fields of each
// instantiation's type (also private ones, of bases and of nested structs, and the object a
// `[*this]` capture copied) and passes each to a function of ours as a reference: a pointer there
// that lies inside the object is a field. A field it cannot print (an array, a closure held by
// value) it passes as its address instead: that address lies inside the object, and the walk goes
// on through the field's type, element by element for arrays (of pointers, of structs, of arrays),
// at any count. Fields come in the order of their addresses, except in a union, whose members
// overlap: a field starting before the end of the fields already seen shares its bytes with one of
// them, and no pointer among those is attached (a non-pointer member of equal bits would be
// rewritten; the compiler warns).
#ifndef ACORN_KERNEL_POINTER_FIELDS_HPP
#define ACORN_KERNEL_POINTER_FIELDS_HPP

#include "acorn/kernel/base.hpp"

namespace acorn {

struct __acorn_PointerFields;
template <class T> inline void pointer_fields_of(__acorn_PointerFields &out, const T &object);

struct __acorn_PointerFields {
  acorn_map *__acorn_maps = nullptr;
  int __acorn_count = 0, capacity = 0;
  const char *begin = nullptr, *end = nullptr;
  const char *name = nullptr; ///< the variable, for the runtime's messages
  const char *seen = nullptr;  ///< the end of the fields walked so far
  int kind = ACORN_MAP_ATTACH, flags = ACORN_MAP_FLAG_IMPLICIT; ///< of each entry

  __acorn_PointerFields() = default;
  __acorn_PointerFields(const __acorn_PointerFields &) = delete;
  __acorn_PointerFields &operator=(const __acorn_PointerFields &) = delete;
  ~__acorn_PointerFields() { __builtin_free(__acorn_maps); }

  bool inside(const void *at, size_t bytes) const {
    const char *p = static_cast<const char *>(at);
    return p >= begin && p + bytes <= end;
  }
  void add(const void *at) {
    if (__acorn_count == capacity) {
      int grown = capacity ? 2 * capacity : 16;
      auto *maps = static_cast<acorn_map *>(__builtin_realloc(__acorn_maps, sizeof(acorn_map) * size_t(grown)));
      if (!maps) // no memory for the list: the runtime cannot run the construct either
        __builtin_abort();
      __acorn_maps = maps;
      capacity = grown;
    }
    size_t bytes = kind == ACORN_MAP_POINTER ? 0 : sizeof(void *);
    __acorn_maps[__acorn_count++] = {const_cast<void *>(at), bytes, kind, flags, name, nullptr, 0};
  }
  // A field at [at, at + bytes): whether it overlaps one walked before (a union's members), after
  // dropping the pointers it overlaps.
  bool overlaps(const void *at, size_t bytes) {
    const char *p = static_cast<const char *>(at);
    bool before = p < seen;
    while (before && __acorn_count && static_cast<const char *>(__acorn_maps[__acorn_count - 1].host) + sizeof(void *) > p)
      --__acorn_count;
    if (!before || p + bytes > seen)
      seen = p + bytes;
    return before;
  }
  template <class T> void field(const T &value) {
    if (inside(&value, sizeof(T)) && overlaps(&value, sizeof(T)))
      return; // a union's member (a bit-field's value, or an address, lies outside)
    if constexpr (is_pointer_type<T>::value && !__is_function(remove_pointer_t<T>)) {
      if (inside(&value, sizeof(void *))) { // a pointer field, passed by reference
        add(&value);
        return;
      }
      // The address of a field __builtin_dump_struct does not print (an array, a closure).
      using Field = __remove_cv(remove_pointer_t<T>);
      if constexpr (__is_array(Field) || (__is_class(Field) && !__is_union(Field))) {
        if (!inside(value, sizeof(Field)))
          return;
        if (reinterpret_cast<const char *>(value) < seen) { // a union's member
          overlaps(value, sizeof(Field));
          return;
        }
        pointer_fields_of(*this, *value); // its fields come in order inside it
        seen = reinterpret_cast<const char *>(value) + sizeof(Field);
      }
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

// The pointers inside object (a part of the object being walked): itself when it is a data pointer,
// its fields when it is a class, each element's when it is an array. Unions are left alone (which
// member holds a pointer is not known; the compiler warns where one can).
template <class T> inline void pointer_fields_of(__acorn_PointerFields &out, const T &object) {
  if constexpr (__is_array(T)) {
    using Element = __remove_cv(__remove_all_extents(T));
    constexpr bool Walked = (is_pointer_type<Element>::value && !__is_function(remove_pointer_t<Element>)) ||
                            (__is_class(Element) && !__is_union(Element));
    if constexpr (Walked)
      for (const auto &element : object)
        pointer_fields_of(out, element);
  } else if constexpr (is_pointer_type<T>::value && !__is_function(remove_pointer_t<T>)) {
    out.add(&object);
  } else if constexpr (__is_class(T) && !__is_union(T)) {
    __builtin_dump_struct(&object, pointer_field_line, out);
  }
}

template <class T> inline void __acorn_pointer_fields(__acorn_PointerFields &out, T *object, const char *name) {
  out.begin = reinterpret_cast<const char *>(object);
  out.end = out.begin + sizeof(T);
  out.name = name;
  out.seen = out.begin;
  if constexpr (__is_array(T))
    pointer_fields_of(out, *object); // an array of structs the region takes whole
  else if constexpr (__is_class(T) && !__is_union(T))
    __builtin_dump_struct(object, pointer_field_line, out);
}

// The pointer fields of a firstprivate object, each an ACORN_MAP_POINTER at the field
// (ACORN_MAP_FLAG_POINTER_AT, quiet: a field may never be followed) that the runtime translates;
// __acorn_translated_copy (firstprivate_pointers.hpp) writes the translations into the copy.
template <class T> inline void __acorn_pointer_translations(__acorn_PointerFields &out, T *object, const char *name) {
  out.kind = ACORN_MAP_POINTER;
  out.flags = ACORN_MAP_FLAG_IMPLICIT | ACORN_MAP_FLAG_POINTER_AT | ACORN_MAP_FLAG_QUIET;
  __acorn_pointer_fields(out, object, name);
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
