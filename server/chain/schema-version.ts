/**
 * The store's schema: bump when the tables or the key/value encoding change, so an old directory is
 * refused until reset. 2: module state keys (0x02 ‖ address ‖ name); 3: transactions and events tables;
 * 4: resource groups (one ObjectGroup value per object) and the demo asset at genesis, which an older chain lacks;
 * 5: the index's tables (ix_*, server/indexer/) and two more fungible assets at genesis; view functions in the
 *    modules' ABIs, 0x1::code and 0x1::primary_fungible_store, 0xcafe's PackageRegistry;
 * 6: 0xbeef's registry (a Registry resource and module at genesis, its tables written by block metadata
 *    transactions), and ix_table_items.is_deleted (as the real indexer's table_items).
 */
export const SCHEMA_VERSION = '6';
