#!/usr/bin/env python3
"""A small FastAPI application, the server side of the end-to-end check of a client generated from the
OpenAPI 3.1 document FastAPI writes (`/openapi.json`).

    python3 app.py

Listens on 127.0.0.1 on an ephemeral port and prints the port number alone as the first line of stdout (as
Tests/Servers/recorder.py does), then serves until it is stopped.

One CRUD resource, items, kept in memory, with Pydantic validation: an optional description that may be null, a
price that must be positive, a list of tags, an enum, a nested object, date-times, list and query parameters,
a header parameter, a documented 404 and FastAPI's own 422 validation errors.
"""

import asyncio
import socket
import sys
from datetime import datetime, timezone
from enum import Enum
from typing import Annotated, Literal

import uvicorn
from fastapi import FastAPI, Header, HTTPException, Query, Response, status
from pydantic import BaseModel, ConfigDict, Field


class Category(str, Enum):
    tools = "tools"
    toys = "toys"
    garden_supplies = "garden-supplies"


class Dimensions(BaseModel):
    """The size of an item."""

    width: float = Field(gt=0)
    height: float = Field(gt=0)
    unit: Literal["cm", "in"] = "cm"


class ItemIn(BaseModel):
    """What a client sends to create or replace an item."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=40)
    description: str | None = None
    price: float = Field(gt=0)
    tags: list[str] = []
    category: Category
    dimensions: Dimensions | None = None
    available_from: datetime | None = None


class ItemPatch(BaseModel):
    """A partial update: only the fields present in the request change (a null description clears it)."""

    model_config = ConfigDict(extra="forbid")

    name: str | None = Field(default=None, min_length=1, max_length=40)
    description: str | None = None
    price: float | None = Field(default=None, gt=0)
    tags: list[str] | None = None


class Item(ItemIn):
    """An item as stored."""

    id: int
    created_at: datetime


class Message(BaseModel):
    detail: str


app = FastAPI(title="Items", version="1.0.0")
items: dict[int, Item] = {}
next_id = 1
lock = asyncio.Lock()


def not_found(item_id: int) -> HTTPException:
    return HTTPException(status_code=404, detail=f"Item {item_id} not found")


NOT_FOUND = {404: {"model": Message, "description": "No item with this id."}}


@app.post("/items/", status_code=status.HTTP_201_CREATED, tags=["items"])
async def create_item(item: ItemIn) -> Item:
    global next_id
    async with lock:
        stored = Item(id=next_id, created_at=datetime.now(timezone.utc), **item.model_dump())
        items[next_id] = stored
        next_id += 1
        return stored


@app.get("/items/", tags=["items"])
async def list_items(
    skip: Annotated[int, Query(ge=0)] = 0,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    tag: Annotated[list[str] | None, Query(description="Items having every one of these tags.")] = None,
    category: Category | None = None,
    q: Annotated[str | None, Query(min_length=2, description="Text the name must contain.")] = None,
) -> list[Item]:
    async with lock:
        found = sorted(items.values(), key=lambda item: item.id)
    if tag:
        found = [item for item in found if set(tag) <= set(item.tags)]
    if category is not None:
        found = [item for item in found if item.category == category]
    if q is not None:
        found = [item for item in found if q.lower() in item.name.lower()]
    return found[skip:skip + limit]


@app.get("/items/{item_id}", responses=NOT_FOUND, tags=["items"])
async def read_item(response: Response, item_id: int, x_request_id: Annotated[str | None, Header()] = None) -> Item:
    if x_request_id is not None:
        response.headers["X-Request-ID"] = x_request_id
    async with lock:
        if item_id not in items:
            raise not_found(item_id)
        return items[item_id]


@app.put("/items/{item_id}", responses=NOT_FOUND, tags=["items"])
async def replace_item(item_id: int, item: ItemIn) -> Item:
    async with lock:
        if item_id not in items:
            raise not_found(item_id)
        stored = Item(id=item_id, created_at=items[item_id].created_at, **item.model_dump())
        items[item_id] = stored
        return stored


@app.patch("/items/{item_id}", responses=NOT_FOUND, tags=["items"])
async def update_item(item_id: int, patch: ItemPatch) -> Item:
    async with lock:
        if item_id not in items:
            raise not_found(item_id)
        # Fields sent as null clear the description; for the others, null means "leave as is".
        changes = {
            key: value for key, value in patch.model_dump(exclude_unset=True).items()
            if value is not None or key == "description"
        }
        stored = items[item_id].model_copy(update=changes)
        items[item_id] = stored
        return stored


@app.delete("/items/{item_id}", status_code=status.HTTP_204_NO_CONTENT, responses=NOT_FOUND, tags=["items"])
async def delete_item(item_id: int) -> None:
    async with lock:
        if items.pop(item_id, None) is None:
            raise not_found(item_id)


def main() -> int:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    print(sock.getsockname()[1], flush=True)
    config = uvicorn.Config(app, log_level="warning", access_log=False)
    uvicorn.Server(config).run(sockets=[sock])
    return 0


if __name__ == "__main__":
    sys.exit(main())
