#ifndef CINTERFONT_H
#define CINTERFONT_H

#include <stddef.h>

/// The number of embedded faces: Inter in its nine weights, Thin (100) to Black (900).
#define CINTERFONT_FACE_COUNT 9

/// The bytes of the embedded OpenType file of face `index` (0 = Thin … 8 = Black), and their
/// count in `length`; NULL (and 0) for an index out of range. The bytes live as long as the
/// process and are never written.
const unsigned char *cinterfont_face(int index, size_t *length);

#endif
