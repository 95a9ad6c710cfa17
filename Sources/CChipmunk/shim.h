// Chipmunk2D: the rigid-body engine UIKit Dynamics runs on (Debian's libchipmunk-dev ships no
// pkg-config file; the header lives under chipmunk/).
#ifndef SEGUE_CCHIPMUNK_SHIM_H
#define SEGUE_CCHIPMUNK_SHIM_H
#include <chipmunk/chipmunk.h>
#endif
