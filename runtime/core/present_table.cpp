//===- present_table.cpp - host ranges present on a device (2.6.7) --------===//

#include "core/present_table.h"

#include <cinttypes>
#include <cstdio>

namespace acorn {

std::string describeRange(uintptr_t Begin, size_t Bytes) {
  char Buf[128];
  std::snprintf(Buf, sizeof Buf, "host 0x%" PRIxPTR "-0x%" PRIxPTR " (%zu bytes)",
                Begin, Begin + Bytes, Bytes);
  return Buf;
}

PresentLookup PresentTable::find(const void *HostPtr, size_t Bytes) {
  auto Guard = lock();
  uintptr_t Host = reinterpret_cast<uintptr_t>(HostPtr);
  PresentLookup Result;
  // The only entry that can contain Host starts at or before it.
  auto Next = ByHost.upper_bound(Host);
  if (Next != ByHost.begin()) {
    PresentEntry &Prev = std::prev(Next)->second;
    if (Host < Prev.hostEnd()) {
      Result.Entry = &Prev;
      Result.State =
          Prev.contains(Host, Bytes) ? Presence::Present : Presence::Partial;
      return Result;
    }
  }
  // Nothing covers Host itself; a later entry may still overlap the range.
  if (Bytes != 0 && Next != ByHost.end() && Next->first - Host < Bytes) {
    Result.Entry = &Next->second;
    Result.State = Presence::Partial;
  }
  return Result;
}

PresentEntry &PresentTable::insert(const void *Host, size_t Bytes,
                                   void *Device) {
  auto Guard = lock();
  PresentEntry E;
  E.HostBegin = reinterpret_cast<uintptr_t>(Host);
  E.Bytes = Bytes;
  E.Device = static_cast<char *>(Device);
  ByDevice[reinterpret_cast<uintptr_t>(Device)] = E.HostBegin;
  return ByHost[E.HostBegin] = E;
}

void PresentTable::erase(const PresentEntry &E) {
  auto Guard = lock();
  ByDevice.erase(reinterpret_cast<uintptr_t>(E.Device));
  ByHost.erase(E.HostBegin);
}

PresentEntry *PresentTable::findDevice(const void *DevicePtr) {
  auto Guard = lock();
  uintptr_t Dev = reinterpret_cast<uintptr_t>(DevicePtr);
  auto Next = ByDevice.upper_bound(Dev);
  if (Next == ByDevice.begin())
    return nullptr;
  PresentEntry &E = ByHost.at(std::prev(Next)->second);
  uintptr_t DevBegin = reinterpret_cast<uintptr_t>(E.Device);
  return Dev - DevBegin < E.Bytes ? &E : nullptr;
}

std::string PresentTable::describeNear(const void *HostPtr, size_t Bytes) {
  auto Guard = lock();
  uintptr_t Host = reinterpret_cast<uintptr_t>(HostPtr);
  PresentLookup L = find(HostPtr, Bytes);
  if (L.State != Presence::Absent)
    return "the device holds " + describeRange(L.Entry->HostBegin, L.Entry->Bytes);
  if (ByHost.empty())
    return "no data is present on the device";
  // Absent: name the neighbours, which is usually where an off-by-n section
  // or a forgotten enter data shows.
  std::string Text = "nearest present data:";
  auto Next = ByHost.upper_bound(Host);
  if (Next != ByHost.begin()) {
    const PresentEntry &P = std::prev(Next)->second;
    Text += " " + describeRange(P.HostBegin, P.Bytes) + " below";
  }
  if (Next != ByHost.end()) {
    if (Next != ByHost.begin())
      Text += ",";
    Text += " " + describeRange(Next->second.HostBegin, Next->second.Bytes) +
            " above";
  }
  return Text;
}

std::vector<PresentEntry> PresentTable::takeAll() {
  auto Guard = lock();
  std::vector<PresentEntry> All;
  All.reserve(ByHost.size());
  for (auto &KV : ByHost)
    All.push_back(KV.second);
  ByHost.clear();
  ByDevice.clear();
  return All;
}

size_t PresentTable::size() {
  auto Guard = lock();
  return ByHost.size();
}

} // namespace acorn
