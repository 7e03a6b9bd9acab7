// The slow side of an asymmetric fence. A hand-off between two threads where one side stores and then looks at a
// flag that the other side sets before it goes to sleep (and vice versa) needs a full fence on both sides; a full
// fence on the side that runs all the time (the host publishing a submission) stalls it until its stores have
// crossed to the other core, 100-200 ns a cache line on the machines measured (docs/benchmarks.md). With a heavy barrier on the
// rare side (a worker about to sleep), the frequent side needs only a compiler barrier.
#pragma once

namespace syncstress::platform {

// Whether heavy_barrier() works here (Linux: membarrier's private expedited command, registered on the first call;
// Windows: FlushProcessWriteBuffers, not under Wine). Where it does not, the frequent side must use a full fence.
bool heavy_barrier_available();

// Every other running thread of this process passes a full memory barrier before this returns (a thread not running
// passed one when it was switched out). Costs microseconds: for the rare side only.
void heavy_barrier();

}  // namespace syncstress::platform
