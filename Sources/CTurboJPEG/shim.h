// libjpeg-turbo's TurboJPEG interface (Debian's libturbojpeg0-dev): JPEG decoding that reports
// errors as return codes, so a corrupt file is refused without libjpeg's longjmp.
#include <turbojpeg.h>
