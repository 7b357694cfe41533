# SPDX-License-Identifier: GPL-3.0-or-later
"""What the AT-SPI tests share: keys, the tree walk, TAP output, starting
and stopping the app.

Importing it skips the test (TAP "1..0 # SKIP") when there is no AT-SPI,
no display or no session bus, so a machine without them reports a skip,
never a pass.  Under CI=true a skip is a failure: CI must run every test.
"""

import atexit
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET


def skip_all(reason):
    """Ends the test without running it: a TAP skip, or under CI=true a
    failure, so that CI cannot go green by skipping."""
    if os.environ.get("CI") == "true":
        print("1..1")
        print(f"not ok 1 - {reason} (under CI=true a skip is a failure)")
        sys.exit(1)
    print(f"1..0 # SKIP {reason}")
    sys.exit(0)


def _start_xvfb(xvfb):
    """An Xvfb on a free display, and the display's number ("" if none)."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write_end), "-screen", "0", "1280x800x24",
                               "-nolisten", "tcp"], pass_fds=[write_end],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        return server, pipe.readline().strip()


def _display_answers(display, seconds):
    """Whether an X client can open @display within @seconds."""
    import ctypes
    import ctypes.util
    name = ctypes.util.find_library("X11")
    if name is None:
        return True  # nothing to ask with: the clients will say
    xlib = ctypes.CDLL(name)
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    end = time.time() + seconds
    while True:
        handle = xlib.XOpenDisplay(display.encode())
        if handle:
            xlib.XCloseDisplay(handle)
            return True
        if time.time() >= end:
            return False
        time.sleep(0.1)


def _isolate():
    """With FT_ATSPI_ISOLATE=1 (tests/app/meson.build sets it) the test runs
    again on an X display and a session bus of its own, so that it can run
    beside other AT-SPI tests: keys go to the one window on its display and
    the app's name on the bus is its own.  Xvfb picks a free display itself
    (-displayfd), so parallel runs never meet."""
    if os.environ.get("FT_ATSPI_ISOLATE") != "1" or os.environ.get("FT_ATSPI_ISOLATED"):
        return
    xvfb, dbus = shutil.which("Xvfb"), shutil.which("dbus-run-session")
    if not xvfb or not dbus:
        skip_all("Xvfb or dbus-run-session is missing (packages xvfb, dbus)")
    # Under load a new Xvfb has been seen to refuse the first clients (the
    # AT-SPI registry said "Cannot open default display" and the test
    # died): the display is used once it has taken a connection, and a
    # server that never does is replaced.
    for attempt in range(3):
        server, number = _start_xvfb(xvfb)
        if number and _display_answers(":" + number, 10):
            break
        server.terminate()
        server.wait()
        print(f"# Xvfb {attempt + 1} (display :{number or '?'}) did not take a connection")
    else:
        print("1..1\nnot ok 1 - Xvfb did not start")
        sys.exit(1)
    try:
        env = dict(os.environ, DISPLAY=":" + number, FT_ATSPI_ISOLATED="1")
        for name in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "WAYLAND_DISPLAY"):
            env.pop(name, None)
        # The bus's own services (the AT-SPI registry) write to the same
        # standard output: what is not TAP becomes a TAP comment.
        child = subprocess.Popen([dbus, "--", sys.executable] + sys.argv, env=env,
                                 stdout=subprocess.PIPE, text=True)
        for line in child.stdout:
            if not line.startswith(("ok", "not ok", "1..", "#", "Bail out!")):
                line = "# " + line
            sys.stdout.write(line)
            sys.stdout.flush()
        status = child.wait()
    finally:
        server.terminate()
        server.wait()
    sys.exit(status)


_isolate()

# G_DEBUG=fatal-criticals (tests/meson.build) is for the app: in this
# process a CRITICAL from libatspi (a registry gone under load) would end
# the test by SIGTRAP, before it can quit the app and remove its folders.
# GLib reads G_DEBUG once, when it is loaded (by `import gi`): it is left
# out of the environment for that moment only, and every program the test
# starts still gets it.
_APP_G_DEBUG = os.environ.pop("G_DEBUG", None)
try:
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib
except (ImportError, ValueError) as error:
    skip_all(f"AT-SPI bindings are missing ({error}); install python3-gi and gir1.2-atspi-2.0")
finally:
    if _APP_G_DEBUG is not None:
        os.environ["G_DEBUG"] = _APP_G_DEBUG

if not os.environ.get("DISPLAY"):
    skip_all("no display: run under xvfb-run (build-aux/dev test does)")
if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
    skip_all("no session bus: run under dbus-run-session (build-aux/dev test does)")

KEYS = {
    "Tab": 0xFF09, "Return": 0xFF0D, "Escape": 0xFF1B, "Left": 0xFF51, "Up": 0xFF52,
    "Right": 0xFF53, "Down": 0xFF54, "Home": 0xFF50, "space": 0x20,
    "BackSpace": 0xFF08, "comma": 0x2C, "F1": 0xFFBE, "F5": 0xFFC2,
}
# Modifiers are held by X keycode: KeySynthType is an enum, not flags, so a
# keysym cannot be pressed without being released.  These are the keycodes
# of Xvfb's default (evdev) keymap.
MODIFIER_KEYCODES = {"Control_L": 37, "Alt_L": 64}
INTERACTIVE = {
    Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.CHECK_BOX,
    Atspi.Role.RADIO_BUTTON, Atspi.Role.ENTRY, Atspi.Role.SPIN_BUTTON,
    Atspi.Role.COMBO_BOX, Atspi.Role.SLIDER, Atspi.Role.MENU_ITEM, Atspi.Role.LINK,
    Atspi.Role.LIST_ITEM, Atspi.Role.PAGE_TAB, Atspi.Role.PASSWORD_TEXT,
}

results = []


def check(name, ok, detail=""):
    results.append((name, ok, detail))
    status = "ok" if ok else "not ok"
    print(f"{status} {len(results)} - {name}")
    if detail:
        for line in str(detail).splitlines():
            print(f"# {line}")
    sys.stdout.flush()
    return ok


def key(name_or_char):
    sym = KEYS.get(name_or_char, None)
    if sym is None:
        sym = ord(name_or_char)
    Atspi.generate_keyboard_event(sym, None, Atspi.KeySynthType.SYM)
    time.sleep(0.08)


def chord(modifier, name):
    Atspi.generate_keyboard_event(MODIFIER_KEYCODES[modifier], None, Atspi.KeySynthType.PRESS)
    time.sleep(0.05)
    key(name)
    Atspi.generate_keyboard_event(MODIFIER_KEYCODES[modifier], None, Atspi.KeySynthType.RELEASE)
    time.sleep(0.1)


def walk(node, depth=0, most=60):
    """@node and the nodes under it, @most levels down.  A node that goes
    while it is walked (a message dismissed, a page rebuilt) ends its
    branch: AT-SPI raises for its children or their count."""
    if node is None or depth > most:
        return
    yield node
    try:
        count = node.get_child_count()
    except Exception:
        return
    for i in range(count):
        try:
            child = node.get_child_at_index(i)
        except Exception:
            continue
        yield from walk(child, depth + 1, most)


def showing(node):
    # GTK 4.8 does not keep SHOWING up to date for widgets added after the
    # window was mapped, so VISIBLE is what can be relied on.  It is the
    # stricter choice for the name check: pages hidden in a stack count too.
    return node.get_state_set().contains(Atspi.StateType.VISIBLE)


def text_of(node):
    try:
        if node.get_text_iface() is not None:
            return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))
    except Exception:
        pass
    return node.get_name() or ""


def find_app(pid, timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            try:
                if app is not None and app.get_process_id() == pid and app.get_child_count() > 0:
                    return app
            except Exception:
                pass
        time.sleep(0.25)
    return None


def unnamed_interactive(root):
    bad = []
    for node in walk(root):
        try:
            if not showing(node) or node.get_role() not in INTERACTIVE:
                continue
            if not (node.get_name() or "").strip():
                bad.append(f"{node.get_role_name()} with no name (parent: {node.get_parent().get_role_name()} "
                           f"'{node.get_parent().get_name()}')")
        except Exception:
            continue
    return bad


def _walk_focused(root):
    for node in walk(root):
        try:
            if node.get_state_set().contains(Atspi.StateType.FOCUSED):
                return node
        except Exception:
            continue
    return None


class _FocusTracker:
    """What has the focus, as the app says it with its focus events: one
    call to read, where a walk of the window asks the app about every node
    (a Scrabble board is 225 squares, and each answer costs the app)."""

    def __init__(self):
        self.node = None
        self.listener = Atspi.EventListener.new(self._on_event)
        self.listener.register("object:state-changed:focused")

    def _on_event(self, event):
        if event.detail1:
            self.node = event.source

    def pump(self):
        """Delivers the events that have arrived: libatspi hands them over
        from GLib's main context, which nothing else here runs."""
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass


_focus_tracker = None


_inside_known = {}


def _inside(node, root):
    """Whether @node is @root or under it (a dialog is a window of its own).
    A widget does not move to another window: the answer is kept."""
    key = (node, root)
    if key not in _inside_known:
        inside = False
        for _ in range(40):
            if node is None:
                break
            if node == root:
                inside = True
                break
            node = node.get_parent()  # raises when the node has gone: not kept
        _inside_known[key] = inside
    return _inside_known[key]


def focused(root):
    """What has the focus in @root, or None.  The focus events tell it;
    when they have not (the focus was given before the test listened, or
    its event is still on the way), a walk of @root does."""
    global _focus_tracker
    if _focus_tracker is None:
        _focus_tracker = _FocusTracker()
    for _ in range(3):
        _focus_tracker.pump()
        node = _focus_tracker.node
        if node is None:
            break
        try:
            if node.get_state_set().contains(Atspi.StateType.FOCUSED):
                return node if _inside(node, root) else _walk_focused(root)
        except Exception:
            pass
        # It has lost the focus: the event of what took it follows the
        # answer that said so.
    return _walk_focused(root)


def wait_for(predicate, timeout=5.0):
    end = time.time() + timeout
    while time.time() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    return predicate()


def find_text(root, prefix):
    for node in walk(root):
        try:
            if showing(node) and node.get_role() == Atspi.Role.LABEL and text_of(node).startswith(prefix):
                return node
        except Exception:
            continue
    return None


_status_nodes = {}


def announced(root):
    """What the screen reader was told last: the window's status region.
    The region lives as long as the window, so it is looked up once: every
    walk of the tree is hundreds of calls over the bus."""
    node = _status_nodes.get(root)
    if node is not None:
        try:
            return node.get_name() or ""
        except Exception:
            del _status_nodes[root]
    for node in walk(root):
        try:
            if node.get_role() == Atspi.Role.STATUS_BAR:
                _status_nodes[root] = node
                return node.get_name() or ""
        except Exception:
            continue
    return ""



def announced_after(root, before, want=lambda said: True, timeout=5.0):
    """The announcement that follows @before (what announced() said before
    the keys that cause it) and that @want accepts: waits on the status
    region, so that a check never reads the previous step's words.  The
    same words twice cannot be told apart: after @timeout, what it says."""
    return wait_for(lambda: (lambda now: now if now != before and want(now) else "")(announced(root)),
                    timeout) or announced(root)


def focus_window():
    """Without a window manager, X sends keys to the window under the pointer."""
    Atspi.generate_mouse_event(500, 400, "abs")
    time.sleep(0.3)


APP_ID = "io.github.fliptutor.FlipTutor"


# meson stops a test that runs out of time with SIGTERM: end it as an
# exception, so that the test's finally blocks stop the app and the
# temporary folders are removed all the same.
signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))


def _remove_later(path):
    """Removes @path when the test ends, however it ends."""
    atexit.register(shutil.rmtree, path, ignore_errors=True)


def app_env(data_home):
    """The environment the app runs in, with its data in @data_home: the
    one launch() starts it with, and the one a second `flip-tutor --page`
    needs to reach it."""
    return dict(os.environ, XDG_DATA_HOME=data_home, GTK_A11Y="atspi", NO_AT_BRIDGE="0")


def launch(app, args, data_home):
    """Starts the app with its data in @data_home, a temporary folder the
    test made: it is removed when the test ends.  The app's standard error
    goes to a file (a pipe nobody reads could fill and stop the app);
    stop() checks it."""
    _remove_later(data_home)
    env = app_env(data_home)
    # Under a freshly started Xvfb the first X connection is occasionally
    # refused ("cannot open display"); that is the harness, not the app, so
    # a start that dies at once is retried and its message kept.  A start
    # has succeeded once the app is on the accessibility bus, or has lived
    # 1.5 s.
    for attempt in range(3):
        err = tempfile.TemporaryFile(mode="w+", prefix="ft-stderr-")
        proc = subprocess.Popen([app] + list(args), env=env, stderr=err, text=True)
        proc.ft_stderr = err
        end = time.time() + 1.5
        while proc.poll() is None:
            if time.time() >= end or _on_bus(proc.pid):
                return proc
            time.sleep(0.05)
        print(f"# start {attempt + 1} ended early: {stderr_of(proc)[-300:]}")
        time.sleep(1)
    return proc


def _on_bus(pid):
    """Whether the app of process @pid is on the accessibility bus."""
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        try:
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_process_id() == pid:
                return True
        except Exception:
            pass
    return False


def stderr_of(proc):
    proc.ft_stderr.seek(0)
    return proc.ft_stderr.read().strip()


def _activate_quit():
    """app.quit over the session bus, as a desktop shell would send it:
    it reaches the app whatever has the keyboard focus."""
    from gi.repository import Gio, GLib
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.call_sync(APP_ID, "/" + APP_ID.replace(".", "/"), "org.gtk.Actions", "Activate",
                  GLib.Variant("(sava{sv})", ("quit", [], {})), None,
                  Gio.DBusCallFlags.NONE, 5000, None)


def _print_cpu(pid):
    """A TAP comment with the processor time the app and this script have
    used: where an AT-SPI test's cost lies."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        app = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return
    mine = os.times()
    print(f"# processor time: app {app:.1f} s, test script {mine.user + mine.system:.1f} s")


def stop(proc):
    """Quits the app with its app.quit action and checks, as the test's
    last results, that it exited with status 0 and wrote no CRITICAL or
    WARNING on its standard error (a crash after the last check passed
    must not go unseen)."""
    if proc.poll() is not None:
        check("the app was still running at the end", False,
              f"it exited with status {proc.returncode}: {stderr_of(proc)[-1500:]}")
        return
    _print_cpu(proc.pid)
    try:
        _activate_quit()
        proc.wait(timeout=15)
    except Exception as error:  # no answer on the bus, or no exit in time
        print(f"# quitting with app.quit failed: {error}")
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    check_exit(proc)


def check_exit(proc):
    """For an app that has quit (by stop(), or by the test itself): it
    exited with status 0 and wrote no CRITICAL or WARNING."""
    err = stderr_of(proc)
    check("the app quits cleanly with app.quit (exit status 0)", proc.returncode == 0,
          "" if proc.returncode == 0 else f"exit status {proc.returncode}: {err[-1500:]}")
    bad = [line for line in err.splitlines() if "CRITICAL" in line or "WARNING" in line]
    check("the app wrote no CRITICAL or WARNING", not bad, "\n".join(bad[:20]))


def finish():
    print(f"1..{len(results)}")
    return 0 if results and all(ok for _, ok, _ in results) else 1


def apply_op(op, a, b):
    """The FLIP BITS operations, written again here so the tests know the
    answers without asking the app (bits are written MSB first, R1)."""
    op = op.upper()
    if op in ("OR", "MOR"):
        r = a | b
    elif op in ("AND", "MAND"):
        r = a & b
    elif op in ("XOR", "MXOR", "FLIP"):
        r = a ^ b
    elif op == "COPY":
        r = b
    elif op == "NOT":
        r = ~a
    elif op == "ROTL":
        r = (a << 1) | (a >> 3)
    elif op == "ROTR":
        r = (a >> 1) | (a << 3)
    else:
        raise ValueError(op)
    return r & 0xF


def bits_answer(exercise):
    if exercise.get("op"):
        a = int(exercise.get("a", "0000"), 2)
        b = int(exercise.get("b", "0000"), 2)
        return format(apply_op(exercise.get("op"), a, b), "04b")
    return exercise.get("answer")


def lesson_steps(path):
    """What the lesson file asks at each step, read independently of the app."""
    steps = []
    for step in ET.parse(path).getroot().iter("step"):
        exercise = step.find("exercise")
        if exercise is None:
            steps.append(("text", None))
        elif exercise.get("kind") == "bits":
            steps.append(("bits", bits_answer(exercise)))
        elif exercise.get("kind") == "number":
            steps.append(("number", exercise.get("answer").lower()))
        elif exercise.get("kind") == "flips":
            # The discs to mark, and one of the player's own (a wrong mark).
            own = exercise.get("red" if exercise.get("colour", "red") == "red" else "blue", "").split()
            steps.append(("flips", (exercise.get("answer").split(), own[0] if own else None)))
        elif exercise.get("kind") == "place-tile":
            steps.append(("place-tile", exercise.get("answer")))
        else:
            options = exercise.findall("option")
            correct = [i for i, o in enumerate(options) if o.get("correct") in ("true", "yes", "1")]
            steps.append(("choice", (correct[0], len(options))))
    return steps



# The equation keys of a tile written in a lesson file.
TILE_KEYS = {"×": "x", "÷": "/", "AND": "a", "OR": "o", "NOT": "n"}


def type_cell(name):
    """Moves the focus on a Flipchain board by typing the cell's name."""
    for c in name:
        key(c)


def play_lesson(window, lesson_file, walk_each_kind=False):
    """Completes the lesson on screen with keyboard events only: one wrong
    answer of each kind first (its feedback must explain), then the right
    one.  Returns False when it had to stop."""
    steps = lesson_steps(lesson_file)
    wrong_tried = set()
    walked = set()
    step_label = None

    def step_shown(index):
        # The "Step N of M" label is one widget whose text changes: read it
        # again before walking the whole tree for it.
        nonlocal step_label
        want = f"Step {index + 1} of {len(steps)}"
        try:
            if step_label is not None and showing(step_label):
                # Its text changes when the step does: no walk of the tree
                # (a Scrabble board is 225 squares) while it is still there.
                return step_label if text_of(step_label).startswith(want) else None
        except Exception:
            pass
        found = find_text(window, want)
        if found is not None:
            step_label = found
        return found

    for index, (kind, answer) in enumerate(steps):
        # A step with a Scrabble board makes 225 squares appear over the
        # bus: on a busy machine that takes more than a moment.
        label = wait_for(lambda: step_shown(index), 10)
        if not check(f"step {index + 1} is shown", label is not None):
            return False

        if walk_each_kind and kind not in walked:
            walked.add(kind)
            bad = unnamed_interactive(window)
            check(f"lesson step with {kind}: every interactive element has a name", not bad, "\n".join(bad))

        if kind == "text":
            key("Return")
            continue

        if kind == "bits":
            if "bits" not in wrong_tried:
                wrong_tried.add("bits")
                flipped = ("0" if answer[0] == "1" else "1") + answer[1:]
                before = announced(window)
                for c in flipped:
                    key(c)
                key("Return")
                said = announced_after(window, before, lambda said: "should be" in said)
                check("a wrong bit is named and explained", "Bit 3" in said and "should be" in said, said)
                first = f"bit {len(answer) - 1} (leftmost"
                now = wait_for(lambda: (focused(window).get_name() or "") if focused(window) else "", 2)
                check("after a wrong answer focus is back on the first bit", first in now, now)
                key("Home")
            before = announced(window)
            for c in answer:
                key(c)
        elif kind == "number":
            if "number" not in wrong_tried:
                wrong_tried.add("number")
                before = announced(window)
                key("z")
                key("Return")
                said = announced_after(window, before, lambda said: "should be" in said)
                check("a malformed number gets advice", "should be" in said, said)
                key("BackSpace")
            before = announced(window)
            for c in answer:
                key(c)
        elif kind == "flips":
            cells, own = answer
            if "flips" not in wrong_tried and own is not None:
                wrong_tried.add("flips")
                before = announced(window)
                type_cell(own)
                key("Return")
                key("Tab")
                key("Return")
                said = announced_after(window, before, lambda said: said.startswith("Not yet"))
                check("a wrong disc marked is explained", "own" in said, said)
                # the focus is back on the board for the next try
                type_cell(own)
                key("Return")
            for cell in cells:
                type_cell(cell)
                key("Return")
            before = announced(window)
            key("Tab")
        elif kind == "place-tile":
            if "place-tile" not in wrong_tried:
                wrong_tried.add("place-tile")
                wrong = "+" if answer in ("=", "x", "×", "÷", "/") else "="
                before = announced(window)
                key(TILE_KEYS.get(wrong, wrong))
                key("Return")
                said = announced_after(window, before, lambda said: said.startswith("Not yet"))
                check("a wrong tile is explained", said.startswith("Not yet: with"), said)
            before = announced(window)
            key(TILE_KEYS.get(answer, answer))
        else:
            correct, count = answer
            if "choice" not in wrong_tried:
                wrong_tried.add("choice")
                wrong = 0 if correct != 0 else 1
                before = announced(window)
                for _ in range(wrong):
                    key("Down")
                key("Return")
                said = announced_after(window, before, lambda said: said.startswith("Not"))
                check("a wrong choice is explained", said.startswith("Not"), said)
                for _ in range(wrong):
                    key("Up")
            before = announced(window)
            for _ in range(correct):
                key("Down")
            if kind == "choice":
                key("Return")
        if kind != "choice":
            key("Return")

        said = announced_after(window, before, lambda said: said.startswith("Correct"))
        if not check(f"step {index + 1}: the right answer is confirmed", said.startswith("Correct"),
                     announced(window)):
            return False
        key("Return")

    return True


# --- Names said once, in words (issue 15) ---------------------------------

import re  # noqa: E402

# A ruling's code ("R8", "(R11)") stays in the rule book and the code.
RULING_CODE = re.compile(r"\(R\d+\)|\bR\d+\b")
# The model's text forms: "FLIP:0001,ROTL", "OR:1010", "ROTL" alone.
INTERNAL_NOTATION = re.compile(r"\b[A-Z]+:[01]+\b|\b(?:ROTL|ROTR|MXOR|MAND|MOR)\b"
                               r"|\b[A-Z]:\d+\*?(?:,\d+\*?)*\s+[A-Z]:|\bturn=[A-Z]")


def _doubled(name):
    """ "Next Next", "Start Again Start Again": the words said twice over."""
    words = name.split()
    half = len(words) // 2
    return len(words) % 2 == 0 and half > 0 and words[:half] == words[half:]


def _said_twice(outer, inner):
    """@inner (a child's name) occurs twice or more in @outer as words."""
    if len(inner) < 4:
        return False
    return len(re.findall(r"(?<!\w)" + re.escape(inner) + r"(?!\w)", outer)) >= 2


def _snapshot(node, skip, depth=0):
    """The visible tree under @node as (role, name, description, text,
    children), each asked over the bus once; a hidden widget's subtree and
    the subtrees named in @skip are left out."""
    if node is None or depth > 60:
        return None
    try:
        if not showing(node):
            return None
        name = (node.get_name() or "").strip()
        if name in skip:
            return None
        role = node.get_role()
        desc = (node.get_description() or "").strip()
        text = text_of(node).strip() if role == Atspi.Role.LABEL else ""
        count = node.get_child_count()
    except Exception:
        return None
    children = []
    for i in range(count):
        try:
            child = _snapshot(node.get_child_at_index(i), skip, depth + 1)
        except Exception:
            child = None
        if child is not None:
            children.append(child)
    return (node.get_role_name(), name, desc, text, children)


def _nodes(snap):
    yield snap
    for child in snap[4]:
        yield from _nodes(child)


def _descendant_names(snap, depth):
    """The names of @snap's descendants down to @depth levels (a row's
    labels sit in boxes of their own)."""
    for child in snap[4]:
        yield child[1]
        if depth > 1:
            yield from _descendant_names(child, depth - 1)


def names_said_once(root, seen=None, skip=()):
    """What a screen reader would hear wrongly under @root: a name said
    twice over, a description equal to its name, a child's name repeated
    in its parent's, a ruling's code or internal notation in a name, a
    description or a label's text.  @seen (a set) skips what an earlier
    walk already reported; @skip names subtrees not to walk (the home page
    that stays in the window's stack)."""
    bad = []
    seen = set() if seen is None else seen
    snap = _snapshot(root, set(skip))
    if snap is None:
        return bad
    for role, name, desc, text, children in _nodes(snap):
        problems = []
        if _doubled(name):
            problems.append("its name says the same words twice")
        if name and desc == name:
            problems.append("its description repeats its name")
        if name and children:
            for child_name in _descendant_names((role, name, desc, text, children), 4):
                if child_name and _said_twice(name, child_name):
                    problems.append(f"its child's name '{child_name}' is said twice in it")
                    break
        for what, value in (("name", name), ("description", desc), ("text", text)):
            if RULING_CODE.search(value):
                problems.append(f"its {what} holds a ruling's code")
            if INTERNAL_NOTATION.search(value):
                problems.append(f"its {what} holds internal notation")
        for problem in problems:
            report = f"{role} '{name[:120]}' (description '{desc[:60]}', text '{text[:120]}'): {problem}"
            if report not in seen:
                seen.add(report)
                bad.append(report)
    return bad


# --- The games' boards (issue 23) ------------------------------------------

# What a hint must never show: the engine's trace.
HINT_TRACE = re.compile(r"\d+,\d+=|step \d+, part|padded to")


def first_sentence(text):
    match = re.match(r"(.+?[.!?])(\s|$)", text.strip(), re.S)
    return match.group(1) if match else text.strip()


def retry(function, *args, default=None):
    """Calls @function, again if the tree changed under it; @default when
    it keeps failing."""
    for _ in range(5):
        try:
            return function(*args)
        except Exception:
            time.sleep(0.1)
    return default


def focused_name(root):
    node = retry(focused, root)
    return retry(lambda: node.get_name() or "", default="") if node is not None else ""


def dialog_named(app, title, timeout=5):
    """The app's window called @title, once it is shown."""
    def find():
        for i in range(retry(app.get_child_count, default=0)):
            window = retry(app.get_child_at_index, i)
            if window is not None and retry(window.get_name, default="") == title:
                return window
        return None
    return wait_for(find, timeout)


def tab_to(window, name, limit=40):
    """Presses Tab until what is called @name has the focus in @window."""
    for _ in range(limit):
        if focused_name(window) == name:
            return True
        key("Tab")
    return focused_name(window) == name
