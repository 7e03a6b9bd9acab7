"""An adapter built for another major version of the adapter ABI: it answers hello with 2.0, through the protocol
itself rather than the shipped module (which would refuse the handshake first)."""

import json
import sys

for line in sys.stdin:
    request = json.loads(line)
    reply = {"id": request["id"], "ok": True}
    if request["op"] == "hello":
        reply.update(abi_version=2 << 16, name="from-the-future", version="9.0")
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
