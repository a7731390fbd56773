/* See LICENSE file for copyright and license details.
 *
 * live.c: the live reload. watch.c tells when the refs or the index
 * change under gitview (inotify, or a stat a second without it); once
 * the refs rest a moment the view is reloaded and keeps its selection
 * (load_relive), once the index rests the local changes rows are asked
 * again (EvLocal). Off when config.h's livereload is 0.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "util.h"
#include "core.h"
#include "taste.h"
#include "part.h"
#include "load.h"
#include "repo.h"
#include "watch.h"
#include "live.h"

#define WATCHPOLL    1000    /* ms between the stats, without inotify */
#define RELOADMAX    800     /* ms from a change of the refs to the reload */

static struct {
	int how;                /* 0: off; WatchStat or WatchInotify */
	double due;             /* when the reload is due; 0: none */
	double first;           /* the first change of this burst */
	double nextpoll;        /* WatchStat: when to stat again */
	double indexdue;        /* the index changed: when to ask for local changes again; 0: not */
} watching;

/* the refs changed: a reload once they rest a moment (a rebase writes
 * many), within RELOADMAX of the first change */
static void
livechanged(double now)
{
	if (!watching.due) {
		watching.first = now;
		pipe_trace("+%.1fms refs changed", core_ms());
	}
	watching.due = MIN(now + reloadwait, watching.first + RELOADMAX);
}

/* what the watch saw: the refs (a reload) or the index (the local
 * changes rows asked again), each once it rests */
static void
watched(int what, double now)
{
	if (what & WatchRefs)
		livechanged(now);
	if ((what & WatchIndex) && !watching.indexdue) {
		pipe_trace("+%.1fms index changed", core_ms());
		watching.indexdue = now + reloadwait;
	}
}

/* the live reload's timeout: the stats without inotify, the reload when
 * due; -1 (no wake-up at all) while nothing changes under inotify */
int
live_timeout(double now)
{
	int wait = -1;

	if (watching.how == WatchStat && now >= watching.nextpoll) {
		watching.nextpoll = now + WATCHPOLL;
		watched(watch_poll(), now);
	}
	if (watching.indexdue && now >= watching.indexdue) {
		watching.indexdue = 0;
		if (!watching.due)  /* else the reload asks */
			core_event(&(Event){ .kind = EvLocal, .arg.local = LocalIndex });
	}
	if (watching.indexdue)
		wait = (int)(watching.indexdue - now) + 1;
	if (watching.due && now >= watching.due) {
		watching.due = 0;
		pipe_trace("+%.1fms reload: the refs changed", core_ms());
		load_relive();
	}
	if (watching.due && (wait < 0 || watching.due - now < wait))
		wait = (int)(watching.due - now) + 1;
	if (watching.how == WatchStat && (wait < 0 || watching.nextpoll - now < wait))
		wait = (int)(watching.nextpoll - now) + 1;
	return wait;
}

void
live_read(void)
{
	watched(watch_read(), util_nowms());
}

/* after load_start has found the repository */
void
live_start(void)
{
	const char *e;

	e = getenv("GITVIEW_WATCH");  /* stat: the fallback, for its tests; off */
	if (!livereload || (e && !strcmp(e, "off")))
		return;
	watching.how = watch_start(repo_gitdir(), repo_commondir(),
	                           e && !strcmp(e, "stat") ? WatchStat : WatchInotify);
	watching.nextpoll = util_nowms() + WATCHPOLL;
}

static void
livefree(void)
{
	watch_stop();
}

const Part livepart = { .free = livefree };
