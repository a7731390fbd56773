/* See LICENSE file for copyright and license details.
 *
 * tests/unit/load.c: the load (load.c) as the event loop drives it: what
 * git printed is read in one turn and parsed in the turns' timeouts, a
 * slice each (the turn's reads counted in it), so that a backlog does
 * not stall the window, and past 512 KB of it git's pipe is not read
 * until it is parsed. The fixture is tests/unit/core.c.
 */
#include <sys/types.h>

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "usercmd.h"
#include "gitview.h"
#include "part.h"
#include "load.h"
#include "list.h"
#include "unit.h"
#include "coretest.h"

/* commits, 8.2 MB: many 2 ms turns to parse; not past
 * BIGHISTORY, whose hint at the end would look for a repository */
#define BACKLOG 100000

static int
loadrows(void)
{
	return load_graph() ? graph_rows(load_graph()) : 0;
}

/* commit i's id in hex, its first bytes spread as a hash's are (the id
 * table's slots are taken from them) */
static void
hexid(char *hex, unsigned int i)
{
	snprintf(hex, 41, "%08x%032x", i * 2654435761u, i);
}

/* git rev-list --parents' lines of a chain of n commits, newest first,
 * all read at once: what the read ahead leaves while the window opens */
static void
feedchain(Proc *p, int n)
{
	char line[128];
	int i;

	for (i = n; i > 0; i--) {  /* the last, the root, with no parent */
		hexid(line, i);
		hexid(line + 41, i - 1);
		line[40] = i > 1 ? ' ' : '\n';
		line[81] = '\n';
		pipe_bufadd(&p->obuf, line, i > 1 ? 82 : 41);
	}
}

/* a turn of the loop: poll returned (core_read), then its timeouts */
static int
turn(void)
{
	gitview_read(NULL, 0);
	return load_parsetimeout(util_nowms());
}

static void
test_backlog(void)
{
	Proc *p = loadpart.proc(0);
	int turns = 0, r, first, before;
	size_t leastheld = (size_t)-1;
	double t;

	begin("load: a backlog of git's lines is parsed a slice a turn, the load done once all is");
	load_test("unit", NULL, "");
	feedchain(p, BACKLOG);
	loadpart.read(0, 0);
	expect(loadrows() == 0, "the read parsed %d rows: the turn's timeouts parse", loadrows());
	r = turn();
	first = loadrows();
	expect(r == 0 && first > 0 && first < BACKLOG,
	       "the first turn parsed %d of %d rows (wants the loop again: %d)", first, BACKLOG, r);
	expect(p->held, "%zu bytes not parsed yet: git's pipe is still read",
	       p->obuf.len - p->obuf.off);
	/* a turn whose reads took its time: the parse's least, 64 lines */
	gitview_read(NULL, 0);
	for (t = util_nowms(); util_nowms() - t < 20; )
		;
	before = loadrows();
	r = load_parsetimeout(util_nowms());
	expect(r == 0 && loadrows() - before == 64,
	       "a turn 20 ms old parsed %d rows, want 64 (the least a turn parses)",
	       loadrows() - before);
	while (turn() == 0 && turns < BACKLOG) {
		if (p->held)
			leastheld = MIN(leastheld, p->obuf.len - p->obuf.off);
		turns++;
	}
	/* held from 512 KB on: below it once a turn's parse took it there */
	expect(leastheld >= 512 << 10 && leastheld < 4 << 20,
	       "git's pipe held down to %zu bytes not parsed, want it from 512 KB", leastheld);
	expect(loadrows() == BACKLOG && turns > 0, "%d rows after %d more turns, want %d", loadrows(),
	       turns, BACKLOG);
	expect(!p->held, "all parsed: git's pipe is still not read");
	expect(load_state() == LoadRunning, "all parsed but git has not ended: state %d",
	       load_state());
	loadpart.read(0, 1);  /* git ended */
	expect(load_state() == LoadRunning, "at git's end, before the turn's timeouts: state %d",
	       load_state());
	r = turn();
	expect(load_state() == LoadDone && loadrows() == BACKLOG && list_sel() == 0,
	       "at the turn's timeouts: state %d, %d rows, row %d selected", load_state(),
	       loadrows(), list_sel());
	while (r == 0 && turns < 2 * BACKLOG)  /* then nothing more to do */
		r = turn(), turns++;
	expect(r == -1, "the load's timeout still wants the loop once done");
	end();
}

void
unit_load(void)
{
	test_backlog();
}
