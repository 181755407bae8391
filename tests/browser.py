"""A minimal headless-Chromium driver for the HTML report tests and the
report benchmark, with no dependency beyond the browser itself.

Chromium speaks its DevTools protocol over a pair of pipes when started
with `--remote-debugging-pipe` (commands on its fd 3, replies and events on
its fd 4, each message JSON ending with a NUL byte). `Browser` opens one
page and offers what the tests need: load a file, evaluate JavaScript,
take a screenshot.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from typing import Any, Dict, Optional

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def find_browser() -> Optional[str]:
    """Path of a Chromium-family browser, or None."""
    for name in BROWSERS:
        path = shutil.which(name)
        if path:
            return path
    return None


class BrowserError(RuntimeError):
    pass


def _above_four(fd: int) -> int:
    high = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
    os.close(fd)
    return high


class Browser:
    """One headless browser with one page. Use as a context manager."""

    def __init__(self, executable: str, width: int = 1280, height: int = 800, timeout: float = 60.0):
        self.timeout = timeout
        self._profile = tempfile.mkdtemp(prefix="dfx-browser-")
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()
        # Numbers above 4, so that moving them to Chromium's fds 3 and 4
        # cannot overwrite one pipe end with the other.
        to_browser_r, from_browser_w = (_above_four(to_browser_r), _above_four(from_browser_w))
        def give_pipes() -> None:  # in the child, before exec: Chromium reads fd 3, writes fd 4
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self._proc = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--remote-debugging-pipe",
             f"--user-data-dir={self._profile}", f"--window-size={width},{height}", "about:blank"],
            pass_fds=(3, 4), preexec_fn=give_pipes, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        self._session: Optional[str] = None
        target = self._command("Target.createTarget", {"url": "about:blank"})["targetId"]
        self._session = self._command("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self._command("Page.enable")
        self._command("Runtime.enable")
        self._command("Emulation.setDeviceMetricsOverride",
                      {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    # -- protocol ---------------------------------------------------------------------------

    def _send(self, message: Dict[str, Any]) -> None:
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")

    def _receive(self, deadline: float) -> Dict[str, Any]:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError("no answer from the browser in time")
            ready, _, _ = select.select([self._from_browser], [], [], left)
            if ready:
                chunk = os.read(self._from_browser, 1 << 20)
                if not chunk:
                    raise BrowserError("the browser closed its pipe")
                self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def _command(self, method: str, params: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
        self._next_id += 1
        message: Dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if self._session is not None:
            message["sessionId"] = self._session
        self._send(message)
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._receive(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    # -- what the tests use ---------------------------------------------------------------------

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page (promises are
        awaited)."""
        result = self._command("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                    "awaitPromise": True})
        if "exceptionDetails" in result:
            raise BrowserError(f"JavaScript error: {result['exceptionDetails']}")
        return result["result"].get("value")

    def load(self, path: str, ready: str = "document.body && document.body.dataset.ready === '1'") -> float:
        """Opens the file at |path| and waits until |ready| holds; returns the
        seconds that took."""
        start = time.monotonic()
        self._command("Page.navigate", {"url": "file://" + os.path.abspath(path)})
        deadline = start + self.timeout
        while time.monotonic() < deadline:
            try:
                if self.evaluate(f"!!({ready})"):
                    return time.monotonic() - start
            except BrowserError:
                pass  # the new document is not there yet
            time.sleep(0.05)
        raise BrowserError(f"{path} did not become ready in {self.timeout} s")

    def screenshot(self, path: str) -> None:
        data = self._command("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self) -> None:
        try:
            self._session = None
            self._send({"id": self._next_id + 1, "method": "Browser.close", "params": {}})
        except OSError:
            pass
        try:
            self._proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self) -> "Browser":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
