"""Records a conversation between syncstress and an adapter process, for the adapter protocol's fuzz corpus: run it
as the adapter (a manifest's command) with the file to write and the real adapter's command after it,

    {"format": "syncstress/adapter-process@1",
     "command": ["python3", "record_conversation.py", "OUT.txt", "python3", "ADAPTER.py"]}

It opens the channel syncstress names, starts the adapter on stdin and stdout (the protocol's form without a
channel), and passes each request to it and each answer back, appending both to OUT.txt: a request line, then its
answer line, as tests/fuzz/adapter_fuzz.cpp reads them."""

import os
import socket
import subprocess
import sys


def main():
    out_path, command = sys.argv[1], sys.argv[2:]
    channel = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    channel.connect(os.environ.pop("SYNCSTRESS_ADAPTER_CHANNEL"))
    requests = channel.makefile("rb")
    adapter = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    with open(out_path, "ab") as out:
        for request in requests:
            adapter.stdin.write(request)
            adapter.stdin.flush()
            answer = adapter.stdout.readline()
            out.write(request + answer)
            channel.sendall(answer)
            if not answer:
                break
    adapter.stdin.close()
    adapter.wait()


if __name__ == "__main__":
    main()
