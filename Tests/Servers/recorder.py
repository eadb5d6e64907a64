#!/usr/bin/env python3
"""A loopback HTTP server that records every request and answers with configured responses.

Used by the runtime tests to check, byte for byte, what a generated client sends.

    python3 recorder.py [--routes routes.json]

Listens on 127.0.0.1 on an ephemeral port and prints the port number alone as the first line of stdout.

Control endpoints (never recorded):

    GET  /__recorder/requests   -> {"requests": [record, ...]} in arrival order
    POST /__recorder/reset      -> forgets requests and routes; an optional JSON body {"routes": [...]} installs routes
    POST /__recorder/routes     -> appends one route (a JSON object) or several (a JSON array)

A record is {"method", "target" (the request-target exactly as received), "path", "query" (raw, or null),
"headers": [[name, value], ...] in order, "body" (base64), "clientClosed" (true once the client dropped the
connection while a delayed answer was pending)}.

A route answers requests whose method (optional) and path (without the query) match; the first match wins:

    {"method": "GET", "path": "/pets", "status": 200,
     "headers": {"Content-Type": "application/json"},   # or [[name, value], ...] to repeat a name
     "body": "text" | "bodyBase64": "..." | "json": <any JSON>,
     "times": 1,          # answer this many requests, then retire the route
     "delay": 5.0,        # wait before answering (stops early when the client disconnects)
     "stream": ["chunk", ...], "streamDelay": 0.02}     # chunked body written piece by piece (stops early,
                                                          # marking clientClosed, when the client disconnects)

Unmatched requests get 204 No Content. Every answer is written in one buffer and TCP_NODELAY is set, so no
request waits for delayed acknowledgements.
"""

import argparse
import base64
import json
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CONTROL_PREFIX = "/__recorder/"


class State:
    def __init__(self, routes):
        self.lock = threading.Lock()
        self.requests = []
        self.routes = list(routes)

    def reset(self, routes):
        with self.lock:
            self.requests = []
            self.routes = list(routes)

    def add_routes(self, routes):
        with self.lock:
            self.routes.extend(routes)

    def record(self, record):
        with self.lock:
            self.requests.append(record)

    def snapshot(self):
        with self.lock:
            return json.loads(json.dumps(self.requests))

    def take_route(self, method, path):
        with self.lock:
            for route in self.routes:
                if route.get("path") != path:
                    continue
                if route.get("method") not in (None, method):
                    continue
                if "times" in route:
                    route["times"] -= 1
                    if route["times"] <= 0:
                        self.routes.remove(route)
                return dict(route)
            return None


def as_list(value):
    return value if isinstance(value, list) else [value]


def header_pairs(route):
    headers = route.get("headers", {})
    if isinstance(headers, dict):
        return list(headers.items())
    return [tuple(pair) for pair in headers]


def route_body(route):
    if "bodyBase64" in route:
        return base64.b64decode(route["bodyBase64"])
    if "json" in route:
        return json.dumps(route["json"]).encode()
    return route.get("body", "").encode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "recorder/1"

    def setup(self):
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def log_message(self, format, *args):
        pass

    def handle_one_request(self):
        # One method for every verb, including the unusual ones (QUERY, TRACE...).
        try:
            self.raw_requestline = self.rfile.readline(65537)
            if not self.raw_requestline:
                self.close_connection = True
                return
            if not self.parse_request():
                return
            self.serve()
            self.wfile.flush()
        except (ConnectionError, socket.timeout):
            self.close_connection = True

    def read_body(self):
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            body = b""
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return body
                body += self.rfile.read(size)
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def serve(self):
        body = self.read_body()
        path, _, query = self.path.partition("?")
        if path.startswith(CONTROL_PREFIX):
            return self.control(path[len(CONTROL_PREFIX):], body)
        record = {
            "method": self.command,
            "target": self.path,
            "path": path,
            "query": query if "?" in self.path else None,
            "headers": [[name, value] for name, value in self.headers.items()],
            "body": base64.b64encode(body).decode(),
            "clientClosed": False,
        }
        self.server.state.record(record)
        route = self.server.state.take_route(self.command, path) or {"status": 204}
        if route.get("delay") and not self.wait(route["delay"]):
            record["clientClosed"] = True
            self.close_connection = True
            return
        if "stream" in route:
            if not self.stream(route):
                record["clientClosed"] = True
                self.close_connection = True
            return
        self.answer(route.get("status", 200), header_pairs(route), route_body(route))

    def wait(self, seconds):
        """Waits up to `seconds`; False as soon as the client closes its side of the connection."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            step = min(0.02, max(0.0, deadline - time.monotonic()))
            readable, _, _ = select.select([self.connection], [], [], step)
            if readable:
                try:
                    if self.connection.recv(1, socket.MSG_PEEK) == b"":
                        return False
                except OSError:
                    return False
                time.sleep(step)  # bytes of a next request: the client is still there
        return True

    def head(self, status, headers):
        lines = ["HTTP/1.1 %d %s" % (status, self.responses.get(status, ("Status",))[0])]
        lines += ["%s: %s" % pair for pair in headers]
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")

    def answer(self, status, headers, body):
        names = {name.lower() for name, _ in headers}
        if status not in (204, 304) and "content-length" not in names:
            headers = headers + [("Content-Length", str(len(body)))]
        self.wfile.write(self.head(status, headers) + (b"" if self.command == "HEAD" else body))

    def stream(self, route):
        """Writes the chunks one by one; False as soon as the client has closed the connection."""
        headers = header_pairs(route) + [("Transfer-Encoding", "chunked")]
        try:
            self.wfile.write(self.head(route.get("status", 200), headers))
            for chunk in route["stream"]:
                if not self.wait(route.get("streamDelay", 0)):
                    return False
                data = chunk.encode()
                self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
            self.wfile.write(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            return False
        return True

    def control(self, command, body):
        state = self.server.state
        if command == "requests":
            payload = {"requests": state.snapshot()}
        elif command == "reset":
            state.reset(json.loads(body).get("routes", []) if body else [])
            payload = {"ok": True}
        elif command == "routes":
            state.add_routes(as_list(json.loads(body)))
            payload = {"ok": True}
        else:
            return self.answer(404, [("Content-Type", "text/plain")], b"unknown control command")
        self.answer(200, [("Content-Type", "application/json")], json.dumps(payload).encode())


def main():
    parser = argparse.ArgumentParser(description="Loopback HTTP recorder for the runtime tests.")
    parser.add_argument("--routes", help="a JSON file holding an array of routes to install at start")
    arguments = parser.parse_args()
    routes = []
    if arguments.routes:
        with open(arguments.routes) as file:
            routes = as_list(json.load(file))
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.state = State(routes)
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    sys.exit(main())
