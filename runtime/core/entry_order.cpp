//===- entry_order.cpp - present entries across host threads' queues ------===//
//
// Host threads' constructs share present entries, each on its own queue (a
// CUDA stream each): one thread's copy in, queued on its stream and waited
// for only at the end of its construct, must land before another thread's
// kernel on another stream reads the entry; one thread's detach, copy back
// or release must come after the kernels of other threads still queued that
// use it. An entry keeps the mark of its last write still queued and those of
// its users (PresentEntry::Written, Users); work on another queue follows
// them (Device::followMark: an event on a GPU, no host wait), work on the
// same queue needs nothing (queue order). A write's mark is recorded when it
// is queued, so another thread's kernel waits for the copy and not for the
// kernels queued after it; users' marks are taken lazily (a mark is its
// queue, waited for as far as it is at the time of the wait: they are many,
// and waited for only by the last exit). None is taken where the work is
// complete on return, so single-threaded code pays a test of an empty mark.
//
//===----------------------------------------------------------------------===//

#include "core/data.h"

#include <algorithm>

namespace acorn {

void followWrites(Device &D, PresentEntry &E, int Async) {
  if (!E.Written.pending())
    return;
  D.followMark(Async, E.Written);
}

void markWrite(Device &D, PresentEntry &E, int Async) {
  // Every write follows the previous one first (followWrites), so the new
  // mark orders after both; none when this write is complete on return.
  E.Written = D.markQueue(Async, /*Now=*/true);
}

void markUse(Device &D, PresentEntry &E, int Async) {
  QueueMark M = D.markQueue(Async, /*Now=*/false);
  if (!M.Queue)
    return;
  // One mark per queue: a newer mark covers the older one.
  E.Users.erase(std::remove_if(E.Users.begin(), E.Users.end(),
                               [&](const QueueMark &U) {
                                 return U.Queue == M.Queue || !U.pending();
                               }),
                E.Users.end());
  E.Users.push_back(M);
}

void followUses(Device &D, PresentEntry &E, int Async) {
  followWrites(D, E, Async);
  for (const QueueMark &U : E.Users)
    if (U.pending())
      D.followMark(Async, U);
  // Queue Async now comes after them: whoever follows this queue's later
  // write (or its release) follows them too.
  E.Users.clear();
}

} // namespace acorn
