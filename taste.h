/* See LICENSE file for copyright and license details.
 *
 * taste.h: the values of config.h the core reads. config.h itself is
 * compiled with the window (x.c), whose keys[] name the parts' actions;
 * the unit tests cut these from config.def.h (tests/unit/config.sh).
 */
extern const int tabwidth, walkslice, lanegap, lanestub, lanemax;
extern const int diffdelay, wheelrows, livereload, reloadwait;
extern const unsigned int nlanecolors;
