"""An adapter that runs nothing on a device, for bench/python_adapter.cpp: the protocol's own cost a submission. A
fill records its value, a download writes it to the host array, a signal raises its timeline at once."""

import syncstress_adapter as ss


class NoopAdapter(ss.Adapter):
    name = "noop"
    version = "1.0"
    numpy_views = False

    def __init__(self):
        self.timelines, self.arrays, self.values = {}, {}, {}

    def info(self):
        return ss.Info(device="none", driver="none", api_version="none")

    def create_queue(self, id, side, name):
        pass

    def create_buffer(self, id, elements, memory, side):
        self.values[id] = 0

    def create_host_array(self, id, array):
        self.arrays[id] = array

    def create_semaphore(self, id, initial):
        self.timelines[id] = ss.Timeline(initial)

    def submit(self, queue, commands, unordered):
        for c in commands:
            if isinstance(c, ss.Fill):
                self.values[c.dst] = c.value
            elif isinstance(c, ss.Download):
                for i in range(c.count):
                    self.arrays[c.dst][c.dst_offset + i] = self.values[c.src]
            elif isinstance(c, ss.Signal):
                self.timelines[c.semaphore].signal(c.value)

    def host_signal(self, semaphore, value):
        self.timelines[semaphore].signal(value)

    def host_wait(self, semaphore, value, timeout_s):
        return self.timelines[semaphore].wait(value, timeout_s)

    def semaphore_value(self, semaphore):
        return self.timelines[semaphore].value


if __name__ == "__main__":
    ss.serve(NoopAdapter())
