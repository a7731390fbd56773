/* See LICENSE file for copyright and license details.
 *
 * watch.h: the refs watched for the live reload (watch.c).
 */
enum { WatchStat = 1, WatchInotify };
enum { WatchRefs = 1, WatchIndex = 2 };  /* what changed: watch_read, watch_poll */

/* watch HEAD in gitdir, packed-refs and refs/ in commondir, as how says
 * (WatchInotify falls back to WatchStat where refused): returns which */
int watch_start(const char *gitdir, const char *commondir, int how);
int watch_fd(void);     /* to poll for reading, or -1 (stat it is) */
int watch_read(void);   /* inotify's events read: WatchRefs, WatchIndex as they changed */
int watch_poll(void);   /* stat them: what changed since the last, as watch_read */
void watch_stop(void);
