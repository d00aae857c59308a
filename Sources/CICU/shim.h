// System ICU, seen only by the CVocalizeICU C target (never by Swift code).
#include <unicode/utypes.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ucal.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ustring.h>
