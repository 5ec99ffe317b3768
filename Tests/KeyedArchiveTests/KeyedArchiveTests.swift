import KeyedArchive
import NibBytes
import PropertyList
import Testing
