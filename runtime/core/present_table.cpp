//===- present_table.cpp - host ranges present on a device (2.6.7) --------===//

#include "core/present_table.h"

#include <cinttypes>
#include <cstdio>
#include <cstring>

namespace acorn {

std::string describeRange(uintptr_t Begin, size_t Bytes) {
  char Buf[128];
  std::snprintf(Buf, sizeof Buf,
                "host 0x%" PRIxPTR "-0x%" PRIxPTR " (%zu bytes)", Begin,
                Begin + Bytes, Bytes);
  return Buf;
}

std::string describeConstruct(const acorn_construct &C) {
  if (!C.directive)
    return C.file ? C.file : "<unknown>";
  if (C.file && std::strcmp(C.file, "<api>") == 0)
    return C.directive; // an API routine
  std::string Text = std::string("'") + C.directive + "'";
  if (C.file) {
    Text += std::string(" at ") + C.file;
    if (C.line > 0)
      Text += ":" + std::to_string(C.line) + ":" + std::to_string(C.column);
  }
  return Text;
}

std::string describeEntry(const PresentEntry &E) {
  std::string Range = describeRange(E.HostBegin, E.Bytes);
  Range.pop_back(); // reopen "(800 bytes)"
  char Counts[96];
  if (E.UserMapped)
    std::snprintf(Counts, sizeof Counts, "; acc_map_data, structured %lu",
                  E.StructuredRefs);
  else
    std::snprintf(Counts, sizeof Counts, "; structured %lu, dynamic %lu",
                  E.StructuredRefs, E.DynamicRefs);
  Range += Counts;
  if (E.MappedBy.directive || E.MappedBy.file)
    Range += "; mapped by " + describeConstruct(E.MappedBy);
  return Range + ")";
}

PresentLookup PresentTable::find(const void *HostPtr, size_t Bytes) {
  auto Guard = lock();
  return findLocked(HostPtr, Bytes);
}

PresentLookup PresentTable::findLocked(const void *HostPtr, size_t Bytes) {
  uintptr_t Host = reinterpret_cast<uintptr_t>(HostPtr);
  PresentLookup Result;
  if (auto Same = ByBegin.find(Host); Same != ByBegin.end()) {
    Result.Entry = Same->second;
    Result.State = Result.Entry->contains(Host, Bytes) ? Presence::Present : Presence::Partial;
    return Result;
  }
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

PresentLookup PresentTable::findPointerTarget(const void *Pointer) {
  auto Guard = lock();
  PresentLookup L = find(Pointer, 0);
  uintptr_t Value = reinterpret_cast<uintptr_t>(Pointer);
  if (L.State == Presence::Present || Value == 0)
    return L;
  PresentLookup Last = find(reinterpret_cast<const void *>(Value - 1), 1);
  if (Last.State == Presence::Present && Last.Entry->hostEnd() == Value)
    return Last;
  return L;
}

PresentEntry &PresentTable::insert(const void *Host, size_t Bytes,
                                   void *Device) {
  auto Guard = lock();
  PresentEntry E;
  E.HostBegin = reinterpret_cast<uintptr_t>(Host);
  E.Bytes = Bytes;
  E.Device = static_cast<char *>(Device);
  ByDevice[reinterpret_cast<uintptr_t>(Device)] = E.HostBegin;
  this->Bytes += Bytes;
  PresentEntry &Stored = ByHost[E.HostBegin] = E;
  ByBegin[E.HostBegin] = &Stored;
  return Stored;
}

void PresentTable::erase(const PresentEntry &E) {
  auto Guard = lock();
  ByDevice.erase(reinterpret_cast<uintptr_t>(E.Device));
  Bytes -= E.Bytes;
  ByBegin.erase(E.HostBegin);
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
  std::string Overlaps = describeOverlaps(HostPtr, Bytes);
  if (!Overlaps.empty())
    return Overlaps;
  if (ByHost.empty())
    return "no data is present on the device";
  // Absent: name the neighbours, which is usually where an off-by-n section
  // or a forgotten enter data shows.
  std::string Text = "nearest present data:";
  auto Next = ByHost.upper_bound(Host);
  if (Next != ByHost.begin()) {
    const PresentEntry &P = std::prev(Next)->second;
    Text += " " + describeEntry(P) + " below";
  }
  if (Next != ByHost.end()) {
    if (Next != ByHost.begin())
      Text += ",";
    Text += " " + describeEntry(Next->second) + " above";
  }
  return Text;
}

std::string PresentTable::describeOverlaps(const void *HostPtr, size_t Bytes) {
  constexpr int Shown = 4;
  auto Guard = lock();
  uintptr_t Host = reinterpret_cast<uintptr_t>(HostPtr);
  uintptr_t End = Host + (Bytes ? Bytes : 1);
  // The first candidate is the entry starting at or before Host.
  auto It = ByHost.upper_bound(Host);
  if (It != ByHost.begin() && std::prev(It)->second.hostEnd() > Host)
    --It;
  std::string Text;
  int Count = 0;
  for (; It != ByHost.end() && It->first < End; ++It, ++Count)
    if (Count < Shown)
      Text += (Count ? "; " : "the device holds ") + describeEntry(It->second);
  if (Count > Shown)
    Text += "; and " + std::to_string(Count - Shown) + " more entries";
  return Text;
}

std::vector<PointerCarry::Span> PresentTable::spans(const PresentEntry *First) {
  auto Guard = lock();
  std::vector<PointerCarry::Span> Out;
  Out.reserve(ByHost.size());
  auto Add = [&](const PresentEntry &E) {
    Out.push_back({reinterpret_cast<uintptr_t>(E.Device), E.Bytes, E.HostBegin});
  };
  if (First)
    Add(*First);
  for (auto &KV : ByHost)
    if (&KV.second != First)
      Add(KV.second);
  return Out;
}

char *PointerCarry::host(char *DeviceValue) const {
  uintptr_t V = reinterpret_cast<uintptr_t>(DeviceValue);
  for (const Span &S : Spans)
    if (V >= S.Device && V - S.Device <= S.Bytes)
      return reinterpret_cast<char *>(S.Host + (V - S.Device));
  return DeviceValue + Shift;
}

std::vector<PresentEntry> PresentTable::takeAll() {
  auto Guard = lock();
  std::vector<PresentEntry> All;
  All.reserve(ByHost.size());
  for (auto &KV : ByHost)
    All.push_back(KV.second);
  ByHost.clear();
  ByBegin.clear();
  ByDevice.clear();
  Bytes = 0;
  return All;
}

size_t PresentTable::size() {
  auto Guard = lock();
  return ByHost.size();
}

size_t PresentTable::presentBytes() {
  auto Guard = lock();
  return Bytes;
}

} // namespace acorn
