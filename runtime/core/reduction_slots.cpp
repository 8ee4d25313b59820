//===- reduction_slots.cpp - reduction results without a device copy ------===//

#include "core/reduction_slots.h"

#include "core/present_table.h"

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace acorn {

namespace {

template <class T, int Op> void combine(void *Host, const void *Value) {
  T H, V;
  std::memcpy(&H, Host, sizeof(T));
  std::memcpy(&V, Value, sizeof(T));
  if constexpr (Op == ACORN_REDUCE_ADD)
    H = static_cast<T>(H + V);
  else if constexpr (Op == ACORN_REDUCE_OR)
    H = static_cast<T>(H || V);
  else if constexpr (Op == ACORN_REDUCE_MAX && std::is_floating_point_v<T>)
    H = H < V || H != H ? V : H; // a NaN loses, as with fmax (__acorn_OpMax)
  else if constexpr (Op == ACORN_REDUCE_MAX)
    H = H < V ? V : H;
  else if constexpr (Op == ACORN_REDUCE_BITOR)
    H = static_cast<T>(H | V);
  else
    H = static_cast<T>(H ^ V);
  std::memcpy(Host, &H, sizeof(T));
}

template <class T> Device::ReductionCombine forType(int Op) {
  switch (Op) {
  case ACORN_REDUCE_ADD: return &combine<T, ACORN_REDUCE_ADD>;
  case ACORN_REDUCE_OR: return &combine<T, ACORN_REDUCE_OR>;
  case ACORN_REDUCE_MAX: return &combine<T, ACORN_REDUCE_MAX>;
  }
  if constexpr (std::is_integral_v<T>) {
    if (Op == ACORN_REDUCE_BITOR)
      return &combine<T, ACORN_REDUCE_BITOR>;
    if (Op == ACORN_REDUCE_BITXOR)
      return &combine<T, ACORN_REDUCE_BITXOR>;
  }
  return nullptr;
}

} // namespace

Device::ReductionCombine reductionCombine(int Flags) {
  int Op = ACORN_MAP_REDUCTION_OP(Flags);
  switch (ACORN_MAP_REDUCTION_TYPE(Flags)) {
  case ACORN_REDUCE_I8: return forType<int8_t>(Op);
  case ACORN_REDUCE_I16: return forType<int16_t>(Op);
  case ACORN_REDUCE_I32: return forType<int32_t>(Op);
  case ACORN_REDUCE_I64: return forType<int64_t>(Op);
  case ACORN_REDUCE_U8: return forType<uint8_t>(Op);
  case ACORN_REDUCE_U16: return forType<uint16_t>(Op);
  case ACORN_REDUCE_U32: return forType<uint32_t>(Op);
  case ACORN_REDUCE_U64: return forType<uint64_t>(Op);
  case ACORN_REDUCE_F32: return forType<float>(Op);
  case ACORN_REDUCE_F64: return forType<double>(Op);
  }
  return nullptr;
}

bool enterReductionSlot(Device &D, acorn_map &M, int Async) {
  if (!(M.flags & ACORN_MAP_FLAG_REDUCTION) || M.bytes == 0 || !reductionCombine(M.flags))
    return false;
  {
    // Present data (an enclosing data construct, enter data) is the device copy to use.
    PresentTable &T = D.presentTable();
    auto Guard = T.lock();
    if (T.find(M.host, M.bytes).State != Presence::Absent)
      return false;
  }
  void *Slot = D.reductionSlot(M.bytes, Async);
  if (!Slot)
    return false;
  M.device = Slot;
  M.flags |= ACORN_MAP_FLAG_REDUCTION_SLOT;
  return true;
}

void exitReductionSlot(Device &D, const acorn_map &M, int Async) {
  D.readReductionSlot(M.host, M.device, M.bytes, reductionCombine(M.flags), Async);
}

} // namespace acorn
