"""An adapter built for another major version of the adapter ABI: it answers hello with 2.0, through the protocol
itself rather than the shipped module (which would refuse the handshake first), on the channel syncstress names."""

import json
import os
import socket

channel = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
channel.connect(os.environ["SYNCSTRESS_ADAPTER_CHANNEL"])
requests, replies = channel.makefile("rb"), channel.makefile("wb")
for line in requests:
    request = json.loads(line)
    reply = {"id": request["id"], "ok": True}
    if request["op"] == "hello":
        reply.update(abi_version=2 << 16, name="from-the-future", version="9.0")
    replies.write(json.dumps(reply).encode() + b"\n")
    replies.flush()
